// The sandbox card form's input: formatting as the person types, and reading it into the body
// of POST /sandbox/confirm. Only the shape is checked here (Stripe's wording); whether the card
// works — expiry in the past, wrong number, decline — is the sandbox's answer, as with Stripe.
import type { SandboxConfirmBody } from '@carmarket/shared-ui';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

const MAX_CARD_DIGITS = 19;
const digits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242'. */
export function formatCardNumber(input: string): string {
  return digits(input)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' -> '12 / 34'; the separator appears only once the year starts, so backspace works. */
export function formatExpiry(input: string): string {
  const d = digits(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function formatCvc(input: string): string {
  return digits(input).slice(0, 4);
}

/** The confirm body, or a message per field that is incomplete. */
export function readCard(
  fields: CardFields,
  paymentIntentId: string,
): { body: SandboxConfirmBody } | { errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const cardNumber = digits(fields.number);
  if (cardNumber.length < 13) errors.number = 'Your card number is incomplete.';

  const expiry = /^(\d{2})(\d{2})$/.exec(digits(fields.expiry));
  const expMonth = expiry ? Number(expiry[1]) : NaN;
  if (!expiry) errors.expiry = "Your card's expiration date is incomplete.";
  else if (expMonth < 1 || expMonth > 12) errors.expiry = "Your card's expiration date is invalid.";

  const cvc = digits(fields.cvc);
  if (cvc.length < 3) errors.cvc = "Your card's security code is incomplete.";

  if (Object.keys(errors).length) return { errors };
  return { body: { paymentIntentId, cardNumber, expMonth, expYear: 2000 + Number(expiry![2]), cvc } };
}
