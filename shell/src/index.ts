// The first page's remote code and config start downloading now, while the shell's own chunks do,
// and so does the sign-in SDK when this browser remembers a session.
import { loadIdentityEarly } from '@carmarket/shared-ui/src/auth/early';
import { preloadFirstPage } from './federation/preload';

preloadFirstPage(location.pathname);
loadIdentityEarly();
// Async boundary: Module Federation negotiates the shared singletons before any of them runs.
import('./bootstrap');
