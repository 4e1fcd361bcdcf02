// Vehicle identification numbers: 17 characters of ISO 3779 with the check digit in position 9
// (the weighted-sum rule North America requires and most VIN decoders apply everywhere).

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Digits and capital letters except I, O and Q (too easily read as 1 and 0). */
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

const valueOf = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : TRANSLITERATION[c]);

/** The check digit ('0'..'9' or 'X') a 17-character VIN must carry in position 9. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, c, i) => total + valueOf(c) * WEIGHTS[i], 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Why `vin` is not a valid VIN, or null when it is. */
export function vinProblem(vin: string): string | null {
  if (vin.length !== 17) return 'a VIN has 17 characters';
  if (!VIN_SHAPE.test(vin)) return 'a VIN has only digits and capital letters other than I, O and Q';
  if (vin[8] !== vinCheckDigit(vin))
    return "the VIN's check digit (9th character) does not match; check for a typing mistake";
  return null;
}

export const isValidVin = (vin: string): boolean => vinProblem(vin) === null;
