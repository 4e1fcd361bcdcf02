import { prefetch, type Category, type Listing } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchCategories } from '../../api/catalogue';
import { isFirstScreen } from '../first-screen';
import { preloadCardImages } from './card-images';
import { filtersFromSearch, listingsPath } from './filters';

/** 404 for the shell's not-found page (contract: a loader throws a 404 Response). */
const notFound = () => new Response('Category not found', { status: 404, statusText: 'Not Found' });

/**
 * Runs before /category/:id shows: the category (its name heads the page), or not-found for an
 * id that is not a category. Meanwhile the page's code loads, and on a first load the page's
 * first cars are asked for, which the page then takes instead of asking once its code has arrived,
 * and the first cards' photos as soon as that answer names them.
 */
export async function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<Category> {
  const id = params.id ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw notFound();
  void import(/* webpackChunkName: "category" */ '../../pages/CategoryProducts').catch(() => undefined); // a failure shows when the page renders
  if (isFirstScreen()) {
    const first = prefetch<Listing[]>(listingsPath(Number(id), filtersFromSearch(new URL(request.url).searchParams)));
    first.then(preloadCardImages).catch(() => undefined); // only a head start: the page asks for its pictures anyway
  }
  const category = (await fetchCategories()).find((c) => c.category_id === Number(id));
  if (!category) throw notFound();
  return category;
}
