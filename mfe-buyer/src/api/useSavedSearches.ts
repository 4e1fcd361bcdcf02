// Saved searches: the list, opening one, deleting one.
import { api, useApi, type SavedSearchView } from '@carmarket/shared-ui';

export const SAVED_SEARCHES = '/saved-searches';

export type SavedSearch = SavedSearchView;

/** The signed-in person's saved searches, newest first. */
export const useSavedSearches = () => useApi<SavedSearch[]>(SAVED_SEARCHES);

const at = (id: string) => `${SAVED_SEARCHES}/${encodeURIComponent(id)}`;
/** Opening one: its new-match count goes back to 0. */
export const markSeen = (id: string) => api.put<void>(`${at(id)}/seen`);
export const deleteSavedSearch = (id: string) => api.del<void>(at(id));
