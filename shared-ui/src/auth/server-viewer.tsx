// Whom a server-drawn page was drawn for (the render server asked the API for the session's
// account): its data block is read once, and a context carries it through the server's render and
// the browser's hydration alike, so both draw the same signed-in page. The auth store knows the
// person only once Firebase has reported; until then its readers see the page's viewer.
import { createContext, useContext, type ReactNode } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { ServerViewer } from '../server-contract';
import { sameUser, viewerUser } from './page-viewer';
import type { AuthState } from './store';

const ViewerContext = createContext<ServerViewer | null>(null);

/** Draws its children as the page's viewer sees them (the render server's tree, the browser's hydration). */
export function ServerViewerProvider({ viewer, children }: { viewer: ServerViewer | null; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

type AuthStore = UseBoundStore<StoreApi<AuthState>>;

/**
 * The store's state as a page drawn for `viewer` shows it (one rule for the hook and the route
 * guards): the viewer while the store does not know the person yet, the viewer's role while it
 * looks up the same person's, and the viewer's own object for the same person reported again (a
 * new object that shows nothing new must not draw its readers again).
 */
export function seenByViewer(state: AuthState, viewer: ServerViewer | null): AuthState {
  if (!viewer) return state;
  const person = viewerUser(viewer);
  if (state.loading) return { ...state, user: person, loading: false, role: viewer.role, roleLoading: false };
  const roleLookup = state.roleLoading && state.user?.uid === viewer.uid;
  const samePerson = state.user !== person && sameUser(state.user, person);
  if (!roleLookup && !samePerson) return state;
  return {
    ...state,
    ...(samePerson && { user: person }),
    ...(roleLookup && { role: viewer.role, roleLoading: false }),
  };
}

/**
 * The auth store's hook, seeing the page's viewer while the store does not know the person yet
 * (and the viewer's role while the store's look-up of the same person's role runs). Outside a
 * ServerViewerProvider it is the store's own hook. The store's API (getState, subscribe) is the
 * store's: only what is drawn sees the viewer.
 */
export function withServerViewer(store: AuthStore): AuthStore {
  // One object per (state, viewer): selectors that return the whole state must get a stable value.
  const seen = new WeakMap<AuthState, WeakMap<ServerViewer, AuthState>>();
  const asSeen = (state: AuthState, viewer: ServerViewer | null): AuthState => {
    if (!viewer) return state;
    const byViewer = seen.get(state) ?? new WeakMap<ServerViewer, AuthState>();
    seen.set(state, byViewer);
    let view = byViewer.get(viewer);
    if (!view) {
      view = seenByViewer(state, viewer);
      byViewer.set(viewer, view);
    }
    return view;
  };
  function useAuthSeen<T>(selector: (state: AuthState) => T = (state) => state as T): T {
    const viewer = useContext(ViewerContext);
    return store((state) => selector(asSeen(state, viewer)));
  }
  return Object.assign(useAuthSeen, store) as AuthStore;
}
