// The public API of @carmarket/shared-ui. Shell and remotes import only from here; it is one
// Module Federation singleton, so theme, toaster, SWR cache and auth store exist once per page.

// ---- contracts and wire types ----
export * from './api-types';
export type { RemoteName, RemoteRoute, MenuEntry, RemoteModule, RuntimeConfig } from './contract';

// ---- theme ----
export { theme, media, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeRoot } from './theme/ThemeRoot';
export { AppProviders } from './feedback/AppProviders';

// ---- primitives ----
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './ui/Button';
export { Card } from './ui/Card';
export { Table, type Column, type TableProps } from './ui/Table';
export { Field, Input, Select, TextArea, type FieldProps } from './ui/Field';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { Skeleton } from './ui/Skeleton';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './ui/states';
export { PageTitle, Heading, Muted, VisuallyHidden } from './ui/typography';
export { Badge, type BadgeTone } from './ui/Badge';
export { Container, Grid, Stack } from './ui/layout';
export { Checkbox, type CheckboxProps } from './ui/Field';
export { Dialog, type DialogProps } from './ui/Dialog';
export { LazyImage, type LazyImageProps } from './ui/LazyImage';

// ---- feedback ----
export { AppToaster, toast, TOAST_DURATIONS } from './feedback/toast';
export { showSuccess, showError, confirmAction, type ConfirmOptions } from './feedback/modals';
export { useAction, type Action } from './feedback/useAction';

// ---- API ----
export { ApiError, apiErrorFromResponse, fieldMessages, type FieldMessages } from './api/errors';
export { ApiContent, type ApiContentProps } from './api/ApiContent';
export { apiFetch, api, apiUrl, assetUrl, type ApiRequest } from './api/client';
export { apiFetchPage, nextPagePath, type ApiPage } from './api/client';
export { usePagedApi, type PagedApi } from './api/paged';
export {
  ApiProvider,
  useApi,
  useMutation,
  revalidate,
  retryDelay,
  swrDefaults,
  type UseApiOptions,
  type UseMutationOptions,
  type Mutation,
  type RevalidateTarget,
} from './api/swr';

// ---- booking (storefront cards and the buyer's wish list) ----
export { BookingModal, BOOKING_CHANGES, type BookableCar, type BookingModalProps } from './booking/BookingModal';

// ---- auth ----
export { useAuth, createAuthStore, apiAuthBackend, DEMO_ACCOUNT, type AuthState, type AuthBackend } from './auth/store';
export { authErrorMessage } from './auth/auth-errors';
export { firebaseIdentity, currentIdToken } from './auth/firebase';
export type { AuthUser, IdentityProvider } from './auth/identity';

// ---- runtime config and routing rules ----
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
export { dashboardHome, roleAllowed, pageTitle } from './routing/dashboard-home';
