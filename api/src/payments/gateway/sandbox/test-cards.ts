// Stripe test mode's card rules, offline: the published test numbers and the messages Stripe
// returns for them. Pure functions, so the rules are tested without a database or a server.
// https://docs.stripe.com/testing#cards

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export type CardErrorCode =
  | 'card_declined'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'invalid_cvc'
  | 'incorrect_number'
  | 'invalid_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'processing_error';

export interface CardError {
  code: CardErrorCode;
  declineCode?: string;
  message: string;
}

export type CardCheck = { ok: true; brand: CardBrand; last4: string } | { ok: false; error: CardError };

const DECLINED = 'Your card was declined.';
const NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. ' +
  'For a list of valid test cards, visit: https://stripe.com/docs/testing.';

/** Numbers Stripe documents as always succeeding. */
const SUCCEEDING = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

/** Numbers Stripe documents as failing at confirmation, with Stripe's error for each. */
const FAILING: ReadonlyMap<string, CardError> = new Map<string, CardError>([
  ['4000000000000002', { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED }],
  [
    '4000000000009995',
    { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  ],
  ['4000000000009987', { code: 'card_declined', declineCode: 'lost_card', message: DECLINED }],
  ['4000000000009979', { code: 'card_declined', declineCode: 'stolen_card', message: DECLINED }],
  ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
  ['4000000000000127', { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  [
    '4000000000000119',
    { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  ],
]);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (four === 6011 || two === 65 || (three >= 644 && three <= 649)) return 'discover';
  if (two === 36 || two === 38 || two === 39 || (three >= 300 && three <= 305)) return 'diners';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if (two === 62) return 'unionpay';
  return 'unknown';
}

/** Card forms let people type spaces or dashes between digit groups. */
export function normaliseCardNumber(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Two-digit years (MM/YY forms) mean this century. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

function fail(error: CardError): CardCheck {
  return { ok: false, error };
}

/** Checks a card the way Stripe test mode would when confirming a PaymentIntent with it. */
export function checkTestCard(card: CardInput, now: Date): CardCheck {
  const digits = normaliseCardNumber(card.cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return fail({ code: 'invalid_number', message: 'Your card number is invalid.' });
  if (!luhnValid(digits)) return fail({ code: 'incorrect_number', message: 'Your card number is incorrect.' });

  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return fail({ code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." });
  }
  const year = fullYear(card.expYear);
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + 50) {
    return fail({ code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." });
  }
  if (year < thisYear)
    return fail({ code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." });
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1) {
    return fail({ code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." });
  }

  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return fail({ code: 'invalid_cvc', message: "Your card's security code is invalid." });
  }

  const failure = FAILING.get(digits);
  if (failure) return fail(failure);
  if (!SUCCEEDING.has(digits))
    return fail({ code: 'card_declined', declineCode: 'test_mode_live_card', message: NON_TEST_CARD });
  return { ok: true, brand, last4: digits.slice(-4) };
}
