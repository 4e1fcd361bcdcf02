// Saved searches: the list, opening one, deleting one.
import { apiClient, useApi, type SavedSearchView } from '@carmarket/shared-ui';

export const SAVED_SEARCHES = '/saved-searches' as const;

export type SavedSearch = SavedSearchView;

/** The signed-in person's saved searches, newest first. */
export const useSavedSearches = () => useApi(SAVED_SEARCHES);

const byId = (id: string) => ({ params: { path: { id } } });
/** Opening one: its new-match count goes back to 0. */
export const markSeen = (id: string) => apiClient.put('/saved-searches/{id}/seen', byId(id));
export const deleteSavedSearch = (id: string) => apiClient.delete('/saved-searches/{id}', byId(id));
