// @carmarket/shared-ui/widgets: the kit beyond the page frame and the home page — form fields,
// tables, badges, stars, dialogs, success/confirm modals, k$ prices, write calls (useMutation), API lists and cursor-paged
// lists. A Module Federation singleton of its own beside '@carmarket/shared-ui'
// (tools/build-config/webpack/federation.js), so it loads with the first screen that imports it; the home page every
// visitor lands on never downloads it. It reaches the core only through '@carmarket/shared-ui' (the build fails
// on a relative import into ../src), so the page keeps one auth store, SWR cache and toaster.
export { Field, Input, Select, TextArea, Checkbox, type FieldProps, type CheckboxProps } from './Field';
export {
  NewPasswordFields,
  newPasswordProblem,
  WEAK_PASSWORD_MESSAGE,
  type NewPasswordFieldsProps,
} from './NewPasswordFields';
export { PhoneField, PHONE_MAX_LENGTH, type PhoneFieldProps } from './PhoneField';
export { Table, type Column, type TableProps } from './Table';
export { Badge, CountPill, type BadgeTone } from './Badge';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { LISTING_STATUS_WORDS, orderedCarStatus } from './listing-status';
export { ApiContent, type ApiContentProps } from './ApiContent';
export { Dialog, type DialogProps } from './Dialog';
export { REPORT_REASON_LABELS } from './report-reasons';
export { showSuccess, showError, confirmAction, promptText, type ConfirmOptions, type PromptOptions } from './modals';
export { useAction, type Action } from './useAction';
export { useMutation, type Mutation, type UseMutationOptions } from './useMutation';
export { announceChange, type ChangeKind } from './changes';
export { usePagedApi, type PagedApi, type PagedApiOptions } from './usePagedApi';
export { LoadMore, type LoadMoreProps } from './LoadMore';
export { useOlderMessages, type OlderMessages } from './useOlderMessages';
// Prices are written by the core's format module; kept here for the remotes that import it from the kit.
export { kDollars } from '@carmarket/shared-ui';
export { Stars, StarIcon } from './Stars';
export { useMe, ME_PATH } from './useMe';
export { MessageAboutOrder, conversationPath } from './MessageAboutOrder';
export {
  useRecentlyViewed,
  recordView,
  mergeDeviceViews,
  readDeviceViews,
  RECENTLY_VIEWED_PATH,
  RECENTLY_VIEWED_LIMIT,
  type ViewedCar,
} from './recently-viewed';
export { RecentlyViewedCars } from './RecentlyViewedCars';
