// Saved searches (api/src/saved-searches): the storefront only saves one.
import { api } from '@carmarket/shared-ui';

export const SAVED_SEARCHES = '/saved-searches';
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const SAVED_SEARCHES_PAGE = '/dashboard/saved-searches';

export interface NewSavedSearch {
  name: string;
  /** The page's own path and query: '/category/1?maxPrice=40' or '/search?q=tesla'. */
  path: string;
}

export const saveSearch = (search: NewSavedSearch) => api.post<{ _id: string }>(SAVED_SEARCHES, search);
