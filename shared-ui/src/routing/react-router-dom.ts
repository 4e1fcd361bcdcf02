// What 'react-router-dom' is in the shell and every remote: the one router instance they share
// (Module Federation singleton, see tools/build-config/webpack/federation.js) and what TypeScript checks
// their imports against (tsconfig.web.json maps 'react-router-dom' here).
//
// A shared module is not tree-shaken: sharing the package shipped all of React Router (about
// 60 KB gzip: server rendering, sessions, cookies, framework mode...) to every visitor. This
// module shares the part a browser-routed app uses — data routers, navigation, route data, URLs
// — and lets webpack drop the rest (about 31 KB gzip). Forms/fetchers (mutations go through
// shared-ui's useMutation), deferred data, blockers, hash routing and the helpers no app calls
// (useRoutes, matchPath, generatePath, ...) are left out, and so is memory routing:
// component tests take their routers from shared-ui/test/memory-router.ts.
//
// Need another export? Add it below: the shell's copy of this module is the one every remote
// gets at run time, so the shell ships it before a remote relies on it. Using an export missing
// here fails `npm run typecheck` ("cannot be used as a value because it was exported using
// 'export type'"); importing 'react-router' directly fails the build.
export type * from 'react-router';
export { RouterProvider } from 'react-router/dom';
export {
  // routers and route configuration
  createBrowserRouter,
  // components
  Link,
  NavLink,
  Navigate,
  Outlet,
  // hooks
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
  // loaders and URLs
  data,
  isRouteErrorResponse,
  redirect,
  replace,
} from 'react-router';
