// The first page's remote code and config start downloading now, while the shell's own chunks do.
import { preloadFirstPage } from './federation/preload';

preloadFirstPage(location.pathname);
// Async boundary: Module Federation negotiates the shared singletons before any of them runs.
import('./bootstrap');
