import { Toaster, toast } from 'react-hot-toast';

/** Spec section 9: 4 s for blank, error and custom toasts, 2 s for success, loading stays. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;

/**
 * The one toaster; the shell renders it once and remotes call `toast` from this module (the
 * shared-ui singleton), so every toast lands here. react-hot-toast keeps at most 20 toasts
 * (its TOAST_LIMIT), the spec's limit; a test pins that.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      gutter={8}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
        style: { maxWidth: 'min(92vw, 420px)', fontWeight: 500, color: '#0f172a' },
      }}
    />
  );
}

export { toast };
