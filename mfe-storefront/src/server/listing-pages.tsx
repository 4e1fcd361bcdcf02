// The signed-in list pages drawn on the server for the session's viewer: a category's cars and the
// search's, with the filters, sort and facets the URL names, the first page of cards (Load more
// continues in the browser) and the viewer's own marks (wish-listed, reported). Every read goes
// through the render server's context, with the visitor's session cookie and nothing else.
import {
  pageOfRead,
  type ApiPage,
  type Category,
  type Listing,
  type ServerPage,
  type ServerRead,
  type ServerRenderContext,
} from '@carmarket/shared-ui';
import { ME_PATH } from '@carmarket/shared-ui/widgets';
import type { CategoryPageData } from '../features/listings/categoryLoader';
import type { SearchPageData } from '../features/listings/searchLoader';
import {
  categoryFacetsPath,
  filtersFromSearch,
  listingsPath,
  searchFacetsPath,
  searchPath,
} from '../features/listings/filters';
import CategoryProducts from '../pages/CategoryProducts';
import SearchResults from '../pages/SearchResults';

/** The viewer's reads the cards and the filter bar show (the keys their hooks read). */
const VIEWER_READS = [ME_PATH, '/wishlist', '/me/reports'];

/** Reads `paths` at once; the answers that are 200, by path (a refused one is left for the browser to ask). */
async function readAll(context: ServerRenderContext, paths: string[]): Promise<Record<string, ServerRead>> {
  const answers = await Promise.all(paths.map((path) => context.read(path)));
  return Object.fromEntries(paths.map((path, i) => [path, answers[i]]));
}

const okBodies = (answers: Record<string, ServerRead>, paths: string[]) =>
  Object.fromEntries(paths.filter((path) => answers[path]?.status === 200).map((path) => [path, answers[path].body]));

function listOf(answers: Record<string, ServerRead>, path: string): ApiPage<Listing> {
  const answer = answers[path];
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return pageOfRead<Listing>(answer);
}

function head(title: string, url: URL, context: ServerRenderContext): ServerPage['head'] {
  return {
    title: `${title} | CarMarket`,
    description: `${title}: used cars from verified sellers on CarMarket.`,
    canonical: `${context.publicAppUrl.replace(/\/+$/, '')}${url.pathname}`,
    type: 'website',
    jsonLd: [],
  };
}

/** /category/:id for the viewer; null for an id that is no category's (the not-found page). */
export async function categoryPage(id: string, url: URL, context: ServerRenderContext): Promise<ServerPage | null> {
  const categoryId = Number(id);
  const filters = filtersFromSearch(url.searchParams);
  const listPath = listingsPath(categoryId, filters);
  const facetsPath = categoryFacetsPath(categoryId, filters);
  const answers = await readAll(context, ['/categories', listPath, facetsPath, ...VIEWER_READS]);
  if (answers['/categories'].status !== 200)
    throw new Error(`GET /categories answered ${answers['/categories'].status}`);
  const categories = answers['/categories'].body as Category[];
  const category = categories.find((c) => c.category_id === categoryId);
  if (!category) return null;
  const firstPage = listOf(answers, listPath);
  const loaderData: CategoryPageData = { category, firstPage: { path: listPath, page: firstPage } };
  return {
    status: 200,
    head: head(category.name, url, context),
    Component: CategoryProducts,
    loaderData,
    // The list's first page under its path, as the browser's loader takes it; the rest as the hooks read them.
    data: { ...okBodies(answers, ['/categories', facetsPath, ...VIEWER_READS]), [listPath]: firstPage },
  };
}

/** /search?q=… for the viewer. */
export async function searchPage(url: URL, context: ServerRenderContext): Promise<ServerPage> {
  const filters = filtersFromSearch(url.searchParams);
  const listPath = searchPath(filters);
  const facetsPath = searchFacetsPath(filters);
  const answers = await readAll(context, [listPath, facetsPath, ...VIEWER_READS]);
  const firstPage = listOf(answers, listPath);
  const loaderData: SearchPageData = { firstPage: { path: listPath, page: firstPage } };
  return {
    status: 200,
    head: head('Search', url, context),
    Component: SearchResults,
    loaderData,
    data: { ...okBodies(answers, [facetsPath, ...VIEWER_READS]), [listPath]: firstPage },
  };
}
