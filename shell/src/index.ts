// The first page's config and API reads (and its largest picture) start now, while the shell's own
// chunks download, and so does the sign-in SDK when this browser remembers a session; the remote's
// code once those chunks are in (decision 0044).
import * as pictures from '@carmarket/shared-ui/src/api/asset-url';
import { isServerDrawn } from '@carmarket/shared-ui/src/api/server-data';
import { loadIdentityEarly } from '@carmarket/shared-ui/src/auth/early';
import { setFirstPageReads } from './federation/first-page-reads';
import { preloadFirstPage, startupChunksLoaded } from './federation/preload';
import { nextTask } from './next-task';

// A page drawn on the server shows at once, but its buttons do nothing until the app takes it
// over (bootstrap.tsx): until then it is inert, so a click waits rather than being lost.
const serverDrawn = isServerDrawn();
if (serverDrawn) document.getElementById('root')?.setAttribute('inert', '');
preloadFirstPage(location.pathname);
loadIdentityEarly();
// Async boundary: Module Federation negotiates the shared singletons before any of them runs.
// Once the start-up chunks are in, after the page's next requests are asked for: the bootstrap's
// first render would otherwise run first, in the last chunk's task (decision 0044). The largest
// libraries are evaluated first, each in a task of its own: evaluated together with the bootstrap
// they made one long task, which a page drawn on the server pays after its first paint (TBT).
void startupChunksLoaded()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('react-router-dom'))
  .then(nextTask)
  // styled-components (through shared-ui's styling module, its one importer) before the rest of
  // shared-ui: together they were one long task. In the bootstrap's chunk, which index.html preloads.
  .then(() => import(/* webpackChunkName: "bootstrap" */ '@carmarket/shared-ui/src/theme/styling'))
  .then(nextTask)
  .then(() => import('@carmarket/shared-ui'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
// The page's API reads, once the storefront's manifest names them (`/` has none). The picture
// helpers are handed from here so that the entry holds them once, for that chunk and shared-ui's.
// A server-drawn page carries its reads' answers.
if (location.pathname !== '/' && !serverDrawn)
  setFirstPageReads(import('./federation/early-reads').then((early) => early.startFirstPageReads(location, pictures)));
