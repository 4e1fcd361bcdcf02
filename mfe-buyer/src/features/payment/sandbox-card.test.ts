import { formatCardNumber, formatCvc, formatExpiry, readCard } from './sandbox-card';

describe('formatting as the person types', () => {
  it('groups the card number by four and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the expiry separator only once the year starts, so backspace can remove it', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('readCard', () => {
  it('builds the sandbox confirm body with digits only and a four-digit year', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '04 / 31', cvc: '123' }, 'pi_sandbox_1')).toEqual({
      body: { paymentIntentId: 'pi_sandbox_1', cardNumber: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '123' },
    });
  });

  it("names each incomplete field in Stripe's words", () => {
    expect(readCard({ number: '4242 4242', expiry: '1', cvc: '12' }, 'pi_1')).toEqual({
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
  });

  it('refuses a month that does not exist', () => {
    expect(readCard({ number: '4242424242424242', expiry: '13 / 30', cvc: '123' }, 'pi_1')).toEqual({
      errors: { expiry: "Your card's expiration date is invalid." },
    });
  });
});
