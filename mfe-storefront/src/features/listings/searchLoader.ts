import { takeServerData, type ApiPage, type Listing } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { filtersFromSearch, searchPath } from './filters';

/** What the search page opens with: on a page drawn on the server, the first cards it was drawn with. */
export interface SearchPageData {
  firstPage?: { path: string; page: ApiPage<Listing> };
}

/**
 * Runs before /search shows: a page the server drew carries its first page of cards, which the
 * first render draws as the server did (no skeleton, no second read); otherwise the page reads its list.
 */
export async function searchLoader({ request }: LoaderFunctionArgs): Promise<SearchPageData> {
  const path = searchPath(filtersFromSearch(new URL(request.url).searchParams));
  // Optional call: a shell released before server rendering shares a shared-ui without it.
  const page = takeServerData?.<ApiPage<Listing>>(path);
  return page ? { firstPage: { path, page } } : {};
}
