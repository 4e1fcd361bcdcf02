import { isValidVin, vinCheckDigit, vinProblem } from './vin';

describe('VIN check digit', () => {
  // The worked examples of the check-digit rule (Wikipedia, "Vehicle identification number") and a Tesla-shaped one.
  it.each(['1HGCM82633A004352', '5YJ3E1EA2KF317000', '1M8GDM9AXKP042788', '11111111111111111'])('accepts %s', (vin) => {
    expect(vinProblem(vin)).toBeNull();
    expect(isValidVin(vin)).toBe(true);
  });

  it('computes X for a remainder of ten', () => {
    expect(vinCheckDigit('1M8GDM9A_KP042788'.replace('_', '0'))).toBe('X');
  });

  it('rejects one mistyped character', () => {
    expect(vinProblem('1HGCM82633A004353')).toMatch(/check digit/);
  });

  it('rejects the wrong length', () => {
    expect(vinProblem('1HGCM82633A00435')).toMatch(/17 characters/);
    expect(vinProblem('1HGCM82633A0043521')).toMatch(/17 characters/);
  });

  it('rejects I, O, Q and lower case', () => {
    expect(vinProblem('1HGCM82633A0O4352')).toMatch(/capital letters/);
    expect(vinProblem('1hgcm82633a004352')).toMatch(/capital letters/);
  });
});
