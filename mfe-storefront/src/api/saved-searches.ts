// Saved searches (api/src/saved-searches): the storefront only saves one.
import { apiClient, type ApiInit } from '@carmarket/shared-ui';

export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const SAVED_SEARCHES_PAGE = '/dashboard/saved-searches';

/** A name, and the page's own path and query: '/category/1?maxPrice=40' or '/search?q=tesla'. */
export type NewSavedSearch = ApiInit<'post', '/saved-searches'>['body'];

export const saveSearch = (search: NewSavedSearch) => apiClient.post('/saved-searches', { body: search });
