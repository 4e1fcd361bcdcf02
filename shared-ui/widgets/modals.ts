// One helper per kind of modal so every screen shows the titles and messages the same way
// (docs/product.md §8, e.g. showSuccess('Thank You!', 'Car booked successfully!')).
import type { SweetAlertOptions } from 'sweetalert2';
import { theme } from '@carmarket/shared-ui';

// sweetalert2 is fetched the first time a modal opens, not with every page (it is ~16 KB gzip).
async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire(options);
}

const base = {
  confirmButtonColor: theme.colors.primary,
  cancelButtonColor: theme.colors.textMuted,
  buttonsStyling: true,
  heightAuto: false, // keeps the page's scroll position and layout intact
} as const;

export async function showSuccess(title: string, message?: string): Promise<void> {
  await fire({ ...base, icon: 'success', title, text: message });
}

export async function showError(title: string, message?: string): Promise<void> {
  await fire({ ...base, icon: 'error', title, text: message });
}

/** Confirmations and questions look like the app's other dialogs: no alert icon, the app's buttons (GlobalStyle). */
function dialogLook(danger: boolean): SweetAlertOptions {
  return {
    heightAuto: false,
    buttonsStyling: false,
    reverseButtons: true,
    customClass: {
      popup: 'carmarket-dialog',
      confirmButton: `carmarket-button carmarket-button-${danger ? 'danger' : 'primary'}`,
      cancelButton: 'carmarket-button carmarket-button-secondary',
    },
  };
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  /** Label of the confirming button, e.g. 'Yes, delete it!'. */
  confirmText?: string;
  cancelText?: string;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
}

/** Resolves true only when the person pressed the confirm button. */
export async function confirmAction({
  title,
  text,
  confirmText = 'Yes',
  cancelText = 'Cancel',
  danger = true,
}: ConfirmOptions): Promise<boolean> {
  const result = await fire({
    ...dialogLook(danger),
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: danger,
  });
  return result.isConfirmed;
}

export interface PromptOptions extends ConfirmOptions {
  /** The text box's accessible name. */
  label: string;
  /** At most this many characters (the API's own limit). */
  maxLength: number;
  /** Shown when the box is left blank. */
  requiredMessage: string;
}

/** Asks for a short text (e.g. a reason); resolves with it trimmed, or null when cancelled. */
export async function promptText({
  title,
  text,
  label,
  maxLength,
  requiredMessage,
  confirmText = 'OK',
  cancelText = 'Cancel',
  danger = true,
}: PromptOptions): Promise<string | null> {
  const result = await fire({
    ...dialogLook(danger),
    title,
    text,
    input: 'textarea',
    inputLabel: label,
    inputAttributes: { 'aria-label': label, maxlength: String(maxLength) },
    inputValidator: (value) => (value.trim() ? null : requiredMessage),
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
  });
  return result.isConfirmed && typeof result.value === 'string' ? result.value.trim() : null;
}
