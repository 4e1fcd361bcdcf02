import type { Category } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchCategories } from '../../api/catalogue';

/** 404 for the shell's not-found page (contract: a loader throws a 404 Response). */
const notFound = () => new Response('Category not found', { status: 404, statusText: 'Not Found' });

/**
 * Runs before /category/:id shows: the category (its name heads the page), or not-found for an
 * id that is not a category.
 */
export async function categoryLoader({ params }: LoaderFunctionArgs): Promise<Category> {
  const id = params.id ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw notFound();
  const category = (await fetchCategories()).find((c) => c.category_id === Number(id));
  if (!category) throw notFound();
  return category;
}
