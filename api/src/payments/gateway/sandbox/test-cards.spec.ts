import { checkTestCard, CardInput } from './test-cards';

const NOW = new Date('2030-06-15T12:00:00Z');
const valid: CardInput = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

function messageFor(card: Partial<CardInput>): string | undefined {
  const check = checkTestCard({ ...valid, ...card }, NOW);
  return check.ok ? undefined : check.error.message;
}

describe('Stripe test-mode card rules', () => {
  it('accepts 4242 4242 4242 4242 and keeps only brand and last four digits', () => {
    expect(checkTestCard(valid, NOW)).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });

  it('accepts the other published succeeding cards, with a 4-digit CVC for American Express', () => {
    expect(checkTestCard({ ...valid, cardNumber: '5555555555554444' }, NOW)).toMatchObject({
      ok: true,
      brand: 'mastercard',
    });
    expect(checkTestCard({ ...valid, cardNumber: '378282246310005', cvc: '1234' }, NOW)).toMatchObject({
      ok: true,
      brand: 'amex',
    });
  });

  it('declines 4000 0000 0000 0002 with a generic decline', () => {
    expect(checkTestCard({ ...valid, cardNumber: '4000000000000002' }, NOW)).toEqual({
      ok: false,
      error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', () => {
    expect(checkTestCard({ ...valid, cardNumber: '4000-0000-0000-9995' }, NOW)).toEqual({
      ok: false,
      error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it("reports Stripe's messages for the other failing test cards", () => {
    expect(messageFor({ cardNumber: '4000000000000069' })).toBe('Your card has expired.');
    expect(messageFor({ cardNumber: '4000000000000127' })).toBe("Your card's security code is incorrect.");
    expect(messageFor({ cardNumber: '4000000000000119' })).toMatch(/error occurred while processing your card/);
  });

  it('rejects numbers failing the Luhn check as incorrect, and non-numbers as invalid', () => {
    expect(messageFor({ cardNumber: '4242424242424241' })).toBe('Your card number is incorrect.');
    expect(messageFor({ cardNumber: '1234567812345678' })).toBe('Your card number is incorrect.');
    expect(messageFor({ cardNumber: '4242abcd42424242' })).toBe('Your card number is invalid.');
    expect(messageFor({ cardNumber: '4242' })).toBe('Your card number is invalid.');
  });

  it('declines a real (non-test) card number like Stripe test mode does', () => {
    expect(messageFor({ cardNumber: '4111111111111111' })).toMatch(
      /^Your card was declined\. Your request was in test mode/,
    );
  });

  it('rejects expiry dates in the past and impossible months', () => {
    expect(messageFor({ expYear: 2029 })).toBe("Your card's expiration year is in the past.");
    expect(messageFor({ expYear: 2030, expMonth: 5 })).toBe("Your card's expiration date is in the past.");
    expect(messageFor({ expMonth: 13 })).toBe("Your card's expiration month is invalid.");
    expect(messageFor({ expYear: 2099 })).toBe("Your card's expiration year is invalid.");
  });

  it('accepts the current month and two-digit years', () => {
    expect(checkTestCard({ ...valid, expYear: 30, expMonth: 6 }, NOW).ok).toBe(true);
  });

  it('rejects a CVC of the wrong length for the brand', () => {
    expect(messageFor({ cvc: '12' })).toBe("Your card's security code is invalid.");
    expect(messageFor({ cvc: '1234' })).toBe("Your card's security code is invalid.");
    expect(messageFor({ cardNumber: '378282246310005', cvc: '123' })).toBe("Your card's security code is invalid.");
  });
});
