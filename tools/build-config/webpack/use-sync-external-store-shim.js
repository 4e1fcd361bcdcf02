// What 'use-sync-external-store/shim' is in our builds. SWR imports the shim so it also runs on
// React 17; React 18+ has useSyncExternalStore built in and the shim only hands it over, so the
// shim's code (and its shared chunk on every page) is dead weight on our React 19.
export { useSyncExternalStore } from 'react';
