// The public API of @carmarket/shared-ui, the core: what the page frame and the home page (the
// first page most visitors see) need. Everything else of the kit is '@carmarket/shared-ui/widgets'
// (../widgets/index.ts). Shell and remotes import the kit only from these two; both are Module
// Federation singletons, so theme, toaster, SWR cache and auth store exist once per page.

// ---- contracts and wire types ----
export * from './api-types';
export { CONTRACT_VERSION } from './contract';
export type { RemoteName, RemoteRoute, MenuEntry, MenuBadge, RemoteModule, RuntimeConfig } from './contract';
export type {
  PageHead,
  ServerPage,
  ServerRead,
  ServerRemoteModule,
  ServerRenderContext,
  ServerViewer,
} from './server-contract';

// ---- theme ----
export { theme, media, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeRoot } from './theme/ThemeRoot';
export { AppProviders } from './feedback/AppProviders';

// ---- styling (styled-components, one shared copy: decision 0046) ----
export {
  styled,
  css,
  keyframes,
  createGlobalStyle,
  ThemeProvider,
  useTheme,
  ServerStyleSheet,
  StyleSheetManager,
} from './theme/styling';
export type { Interpolation, RuleSet, StyledComponent, ThemeProps } from './theme/styling';

// ---- primitives ----
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './ui/Button';
export { Card } from './ui/Card';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { Skeleton } from './ui/Skeleton';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './ui/states';
export { PageTitle, Heading, Muted, VisuallyHidden } from './ui/typography';
export { Container, Grid, Stack } from './ui/layout';
export { LazyImage, type LazyImageProps } from './ui/LazyImage';

// ---- feedback ----
export { AppToaster, toast, TOAST_DURATIONS } from './feedback/lazy-toast';

// ---- how prices, numbers and dates read (one locale, one time zone) ----
export * from './format';

// ---- API ----
export { ApiError, apiErrorFromResponse, fieldMessages, type FieldMessages } from './api/errors';
export { apiFetch, api, apiUrl, assetUrl, type ApiRequest } from './api/client';
export { preloadPicture } from './api/asset-url';
export { isServerDrawn, PAGE_DATA_ID, serverAnswers, takeServerData } from './api/server-data';
export { pageOfRead, useServerAnswer } from './api/server-answer';
export { useHydrated } from './api/hydrated';
export { adoptPrefetch, apiFetchPage, nextPagePath, prefetch, prefetchPage, type ApiPage } from './api/client';
// Calls typed by path (openapi-fetch over the generated `paths`): new code uses these.
export { apiClient, apiPath } from './api/typed';
export type { ApiMethod, ApiPath, ApiAnswer, ApiParams, ApiInit, ApiItem, WithParams } from './api/typed';
export { ApiProvider, endTakeOver, useApi, retryDelay, swrDefaults, pollEvery, type UseApiOptions } from './api/swr';
// The SWR error-toast rule, and revalidate() with its registry of paged lists, for the widgets'
// usePagedApi and change table (widgets/changes.ts).
export { toastError } from './api/swr';
export { revalidate, trackPagedList, type RevalidateTarget } from './api/revalidate';
// Resolves at once; remotes built while SWR loaded on first use (decision 0040) call it.
export { loadApiCache } from './api/swr';

// ---- auth ----
export { useAuth, createAuthStore, apiAuthBackend, type AuthState, type AuthBackend } from './auth/store';
export { firebaseIdentity, currentIdToken, accountActions } from './auth/firebase';
export { afterFirstScreen } from './auth/after-first-screen';
export { seenByViewer, ServerViewerProvider } from './auth/server-viewer';
export { pageViewer, VIEWER_DATA_ID } from './auth/page-viewer';
export { PASSWORD_MIN_LENGTH } from './auth/password-rule';
export type { AccountActions, AuthUser, IdentityProvider, SignInMethod } from './auth/identity';

// ---- runtime config and routing rules ----
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
export { dashboardHome, roleAllowed, pageTitle, pageName } from './routing/dashboard-home';
export { listingPagePath } from './routing/listing-page';

// ---- recently viewed: the home's check (the list itself is the widgets') ----
export { DEVICE_VIEWS_KEY, hasDeviceViews } from './recently-viewed/device-views';
