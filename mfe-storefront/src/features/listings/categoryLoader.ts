import {
  apiClient,
  prefetchPage,
  takeServerData,
  type ApiPage,
  type Category,
  type Listing,
} from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchCategories } from '../../api/catalogue';
import { isFirstScreen } from '../first-screen';
import { preloadCardImages } from './card-images';
import { filtersFromSearch, listingsParams, listingsPath } from './filters';

/** 404 for the shell's not-found page (contract: a loader throws a 404 Response). */
const notFound = () => new Response('Category not found', { status: 404, statusText: 'Not Found' });

/** What the category page opens with: its category, and on a first load its first cars. */
export interface CategoryPageData {
  category: Category;
  /** The first page of the list at `path`, read while the page's code loaded. */
  firstPage?: { path: string; page: ApiPage<Listing> };
}

/**
 * Runs before /category/:id shows: the category (its name heads the page), or not-found for an
 * id that is not a category. Meanwhile the page's code loads, and on a first load the page's
 * first cars are read too (the shell's entry has usually asked for them already), so the page's
 * first render shows the cards instead of their skeletons, and the first cards' photos are
 * asked for as soon as that answer names them.
 */
export async function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<CategoryPageData> {
  const id = params.id ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw notFound();
  void import(/* webpackChunkName: "category" */ '../../pages/CategoryProducts').catch(() => undefined); // a failure shows when the page renders
  const drawn = fromServer(Number(id), request);
  if (drawn) return drawn;
  let first: Promise<CategoryPageData['firstPage']> = Promise.resolve(undefined);
  // A shell built before 0043 shares a shared-ui without prefetchPage: the page then reads its list itself.
  if (isFirstScreen() && typeof prefetchPage === 'function') {
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    const path = listingsPath(Number(id), filters);
    const page = apiClient.prefetchPage('/category/{id}', { params: listingsParams(Number(id), filters) });
    page.then((p) => preloadCardImages(p.items)).catch(() => undefined); // only a head start: the page asks for its pictures anyway
    first = page.then((p) => ({ path, page: p })).catch(() => undefined); // the page reads the list itself and shows a failure
  }
  const category = (await fetchCategories()).find((c) => c.category_id === Number(id));
  if (!category) throw notFound();
  const firstPage = await first;
  return firstPage ? { category, firstPage } : { category };
}

/**
 * A page drawn on the server carries the categories and the first cards it was drawn with: the
 * first render draws the same, without reading them again. Undefined for any other page.
 */
function fromServer(id: number, request: Request): CategoryPageData | undefined {
  // Optional call: a shell released before server rendering shares a shared-ui without it.
  const categories = takeServerData?.<Category[]>('/categories');
  const category = categories?.find((c) => c.category_id === id);
  if (!category) return undefined;
  const path = listingsPath(id, filtersFromSearch(new URL(request.url).searchParams));
  const page = takeServerData<ApiPage<Listing>>(path);
  return page ? { category, firstPage: { path, page } } : { category };
}
