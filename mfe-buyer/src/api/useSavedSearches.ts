// Saved searches (contract D; the API is h/conv-api's): the list, opening one, deleting one.
import { api, useApi } from '@carmarket/shared-ui';

export const SAVED_SEARCHES = '/saved-searches';

/** SavedSearchView of contract D. */
export interface SavedSearch {
  _id: string;
  name: string;
  /** The saved page: '/category/<id>?<filters>' or '/search?q=…&<filters>'. */
  path: string;
  newMatches: number;
  createdAt: string;
}

/** The signed-in person's saved searches, newest first. */
export const useSavedSearches = () => useApi<SavedSearch[]>(SAVED_SEARCHES);

const at = (id: string) => `${SAVED_SEARCHES}/${encodeURIComponent(id)}`;
/** Opening one: its new-match count goes back to 0. */
export const markSeen = (id: string) => api.put<void>(`${at(id)}/seen`);
export const deleteSavedSearch = (id: string) => api.del<void>(at(id));
