// What a card form reports after trying the card, whichever provider runs it.

export type CardOutcome = { ok: true; paymentIntentId: string } | { ok: false; message: string };

/** docs/product.md §8: payment library errors show a modal with this title and the provider's message. */
export const PAYMENT_ERROR_TITLE = 'Oops...';
