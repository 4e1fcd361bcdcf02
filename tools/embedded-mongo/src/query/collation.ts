import type { Document } from 'bson';
import { CommandError } from '../errors';
import { encodeValue, isPlainObject } from '../storage/keys';

/**
 * A collation (MongoDB's `collation` option) as far as `Intl.Collator` can honour it: locale,
 * strength 1–3, `caseLevel` (with strength 1), `caseFirst`, `numericOrdering`. Options ICU
 * has and `Intl.Collator` does not (`alternate: 'shifted'`, `backwards`, strength 4 and 5,
 * `caseLevel` above strength 1, `@collation=` variants) are refused, never approximated.
 */
export interface Collation {
  /** The full form MongoDB reports (listIndexes), defaults filled in. */
  readonly spec: Document;
  /** What mingo's `collation` option takes; its `$sort` builds the same collator from it. */
  readonly mingo: MingoCollation;
  readonly collator: Intl.Collator;
  /** Equal for collations that compare every pair of strings alike. */
  readonly key: string;
}

export interface MingoCollation {
  readonly locale: string;
  readonly strength: 1 | 2 | 3;
  readonly caseLevel: boolean;
  readonly caseFirst: 'upper' | 'lower' | 'off';
  readonly numericOrdering: boolean;
}

/** ICU's version in every MongoDB since 3.4: what `collation.version` reads. */
const ICU_VERSION = '57.1';

const FIELDS = new Set([
  'locale',
  'strength',
  'caseLevel',
  'caseFirst',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);

/** The collation a command or index asks for; null for the simple (binary) collation or none. */
export function parseCollation(raw: unknown): Collation | null {
  if (raw === undefined || raw === null) return null;
  if (!isPlainObject(raw)) throw new CommandError('TypeMismatch', "BSON field 'collation' must be an object");
  for (const field of Object.keys(raw)) {
    if (!FIELDS.has(field))
      throw new CommandError('IDLUnknownField', `BSON field 'collation.${field}' is an unknown field.`);
  }
  const locale = raw.locale;
  if (typeof locale !== 'string')
    throw new CommandError('FailedToParse', "Required collation field 'locale' is missing");
  if (locale === 'simple') {
    if (Object.keys(raw).length > 1)
      throw new CommandError('BadValue', "If 'locale' is set to 'simple', no other fields may be specified");
    return null;
  }
  const strength = raw.strength ?? 3;
  if (!Number.isInteger(strength) || (strength as number) < 1 || (strength as number) > 5)
    throw new CommandError('BadValue', `Field 'strength' must be an integer 1 through 5. Got: ${String(strength)}`);
  const caseLevel = bool(raw, 'caseLevel', false);
  const numericOrdering = bool(raw, 'numericOrdering', false);
  const normalization = bool(raw, 'normalization', false);
  const backwards = bool(raw, 'backwards', false);
  const caseFirst = oneOf(raw, 'caseFirst', ['off', 'upper', 'lower'] as const);
  const alternate = oneOf(raw, 'alternate', ['non-ignorable', 'shifted'] as const);
  const maxVariable = oneOf(raw, 'maxVariable', ['punct', 'space'] as const);

  if ((strength as number) > 3) cannotHonour(`strength ${String(strength)} (only 1, 2 and 3)`);
  if (caseLevel && strength !== 1) cannotHonour('caseLevel with a strength above 1');
  if (alternate === 'shifted') cannotHonour("alternate: 'shifted'");
  if (backwards) cannotHonour('backwards: true');
  const tag = intlLocale(locale);

  const mingo: MingoCollation = { locale: tag, strength: strength as 1 | 2 | 3, caseLevel, caseFirst, numericOrdering };
  const collator = new Intl.Collator(tag, {
    usage: 'sort',
    sensitivity: strength === 1 ? (caseLevel ? 'case' : 'base') : strength === 2 ? 'accent' : 'variant',
    caseFirst: caseFirst === 'off' ? 'false' : caseFirst,
    numeric: numericOrdering,
  });
  const spec = {
    locale,
    caseLevel,
    caseFirst,
    strength,
    numericOrdering,
    alternate,
    maxVariable,
    normalization,
    backwards,
    version: ICU_VERSION,
  };
  // maxVariable and normalization change nothing here: maxVariable acts only with 'shifted',
  // and V8's collator always normalizes, which equals ICU's answer on normalized text.
  return { spec, mingo, collator, key: JSON.stringify(mingo) };
}

function cannotHonour(what: string): never {
  throw new CommandError(
    'InvalidOptions',
    `embedded-mongo cannot honour the collation option ${what}: Intl.Collator has no equivalent`,
  );
}

function bool(raw: Document, field: string, fallback: boolean): boolean {
  const value = raw[field] ?? fallback;
  if (typeof value !== 'boolean') throw new CommandError('TypeMismatch', `Field '${field}' must be of type bool`);
  return value;
}

function oneOf<T extends string>(raw: Document, field: string, values: readonly T[]): T {
  const value = raw[field] ?? values[0];
  if (!values.includes(value)) {
    throw new CommandError(
      'FailedToParse',
      `Field '${field}' must be one of ${values.map((v) => `'${v}'`).join(', ')}. Got: ${String(value)}`,
    );
  }
  return value as T;
}

/** MongoDB's `fr_CA` as the BCP 47 tag `fr-CA`, if ICU knows the language. */
function intlLocale(locale: string): string {
  if (locale.includes('@'))
    cannotHonour(`locale '${locale}' (variants chosen with '@' have no Intl.Collator equivalent here)`);
  const tag = locale.replace(/_/g, '-');
  let supported: string[] = [];
  try {
    supported = Intl.Collator.supportedLocalesOf(tag);
  } catch {
    // an ill-formed tag
  }
  if (!/^[a-z]{2,3}(-|$)/i.test(tag) || supported.length === 0)
    throw new CommandError('BadValue', `Field 'locale' is invalid in: { locale: "${locale}" }`);
  return tag;
}

const collators = new Map<string, Intl.Collator>();

/** The collator for mingo's collation option (operators receive that, not the parsed Collation). */
export function collatorFor(spec: MingoCollation | undefined): Intl.Collator | null {
  if (!spec) return null;
  const key = JSON.stringify(spec);
  let collator = collators.get(key);
  if (!collator) {
    collator = parseCollation({ ...spec, locale: spec.locale.replace(/-/g, '_') })!.collator;
    collators.set(key, collator);
  }
  return collator;
}

/** MongoDB's comparison order, strings compared by the collator (also inside arrays and documents). */
export function compareUnder(collator: Intl.Collator, a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return Math.sign(collator.compare(a, b));
  if (Array.isArray(a) && Array.isArray(b)) return compareLists(collator, a, b);
  if (isPlainObject(a) && isPlainObject(b)) {
    const left = Object.entries(a);
    const right = Object.entries(b);
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const byName = compareStrings(left[i]![0], right[i]![0]);
      if (byName !== 0) return byName;
      const byValue = compareUnder(collator, left[i]![1], right[i]![1]);
      if (byValue !== 0) return byValue;
    }
    return Math.sign(left.length - right.length);
  }
  return compareStrings(encodeValue(a), encodeValue(b));
}

function compareLists(collator: Intl.Collator, a: unknown[], b: unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareUnder(collator, a[i], b[i]);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a value holds a string anywhere: only then can a collation change how it compares. */
export function mentionsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(mentionsString);
  return isPlainObject(value) && Object.values(value).some(mentionsString);
}
