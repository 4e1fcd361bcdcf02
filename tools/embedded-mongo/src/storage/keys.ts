/**
 * Order-preserving, prefix-free string encoding of BSON values.
 *
 * `encodeValue(a) < encodeValue(b)` (plain JS string comparison) follows MongoDB's
 * comparison order across types (MinKey < null < numbers < strings < objects < arrays <
 * binData < ObjectId < bool < date < timestamp < regex < MaxKey), and no encoding is a
 * prefix of another. That lets indexes keep plain sorted strings, concatenate the
 * encodings of compound-key parts, and find "all entries for this key" with a prefix scan.
 * All numeric types share one bracket, so 5 (int32) and 5.0 (double) are the same key.
 */

export const TypeTag = {
  MinKey: '\u0001',
  Null: '\u0002',
  Number: '\u0003',
  String: '\u0004',
  Object: '\u0005',
  Array: '\u0006',
  Binary: '\u0007',
  ObjectId: '\u0008',
  Boolean: '\u0009',
  Date: '\u000a',
  Timestamp: '\u000b',
  RegExp: '\u000c',
  MaxKey: '\u000d',
  Other: '\u000e',
} as const;

const FIELD = '\u0002';
const END = '\u0001';

type BsonLike = { _bsontype?: string } & Record<string, unknown>;

const float = new DataView(new ArrayBuffer(8));

/** 64-bit float as 4 UTF-16 units whose string order equals numeric order (NaN lowest). */
function encodeNumber(n: number): string {
  if (Number.isNaN(n)) return '\u0000\u0000\u0000\u0000';
  float.setFloat64(0, n === 0 ? 0 : n); // -0 and 0 are equal keys
  let hi = float.getUint32(0);
  let lo = float.getUint32(4);
  if (hi & 0x80000000) {
    hi = ~hi >>> 0;
    lo = ~lo >>> 0;
  } else {
    hi = (hi | 0x80000000) >>> 0;
  }
  return String.fromCharCode(hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff);
}

/** Self-delimiting string: NUL is escaped so the terminator sorts below any continuation. */
function encodeString(s: string): string {
  return s.replace(/\u0000/g, '\u0000\u0002') + '\u0000\u0001';
}

function encodeHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

export function encodeValue(value: unknown): string {
  if (value === null || value === undefined) return TypeTag.Null;
  switch (typeof value) {
    case 'number':
      return TypeTag.Number + encodeNumber(value);
    case 'bigint':
      return TypeTag.Number + encodeNumber(Number(value));
    case 'string':
      return TypeTag.String + encodeString(value);
    case 'boolean':
      return TypeTag.Boolean + (value ? '1' : '0');
    case 'object':
      return encodeObjectValue(value);
    default:
      return TypeTag.Other + encodeString(String(value));
  }
}

function encodeObjectValue(value: object): string {
  if (Array.isArray(value)) {
    return TypeTag.Array + value.map((v) => FIELD + encodeValue(v)).join('') + END;
  }
  if (value instanceof Date) return TypeTag.Date + encodeNumber(value.getTime());
  if (value instanceof RegExp) {
    return TypeTag.RegExp + encodeString(value.source) + encodeString(value.flags);
  }
  if (value instanceof Uint8Array) return TypeTag.Binary + encodeString(encodeHex(value));
  const bson = value as BsonLike;
  switch (bson._bsontype) {
    case 'ObjectId':
    case 'ObjectID':
      return TypeTag.ObjectId + (bson as unknown as { toHexString(): string }).toHexString();
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return TypeTag.Number + encodeNumber(Number(String(bson)));
    case 'Binary': {
      const b = bson as unknown as { sub_type: number; buffer: Uint8Array };
      return TypeTag.Binary + encodeString(`${b.sub_type}:${encodeHex(b.buffer)}`);
    }
    case 'Timestamp': {
      const t = bson as unknown as { high: number; low: number };
      return TypeTag.Timestamp + encodeNumber(t.high * 2 ** 32 + t.low);
    }
    case 'BSONRegExp': {
      const r = bson as unknown as { pattern: string; options: string };
      return TypeTag.RegExp + encodeString(r.pattern) + encodeString(r.options);
    }
    case 'BSONSymbol':
      return TypeTag.String + encodeString(String(bson));
    case 'MinKey':
      return TypeTag.MinKey;
    case 'MaxKey':
      return TypeTag.MaxKey;
    case undefined:
      return (
        TypeTag.Object +
        Object.entries(bson)
          .map(([k, v]) => FIELD + encodeString(k) + encodeValue(v))
          .join('') +
        END
      );
    default:
      return TypeTag.Other + encodeString(JSON.stringify(bson));
  }
}

/** True for values an index can answer an equality or range predicate about. */
export function isIndexableScalar(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'object') return true;
  if (value instanceof Date) return true;
  const type = (value as BsonLike)._bsontype;
  return type === 'ObjectId' || type === 'Int32' || type === 'Double' || type === 'Long' || type === 'Decimal128';
}

/**
 * Every value a document holds at a dotted path, the way MongoDB indexes it: arrays along
 * the path are traversed, a terminal array contributes each element (and an empty array
 * itself), and a missing path yields `undefined` once.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out.length ? out : [undefined];
}

function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(value);
      else out.push(...value);
    } else {
      out.push(value);
    }
    return;
  }
  if (Array.isArray(value)) {
    const part = parts[i]!;
    if (/^\d+$/.test(part) && Number(part) < value.length) collect(value[Number(part)], parts, i + 1, out);
    for (const element of value) {
      if (isPlainObject(element)) collect(element, parts, i, out);
    }
    return;
  }
  if (isPlainObject(value)) {
    const next = value[parts[i]!];
    if (next === undefined) out.push(undefined);
    else collect(next, parts, i + 1, out);
    return;
  }
  out.push(undefined);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (value instanceof Date || value instanceof RegExp || value instanceof Uint8Array) return false;
  return (value as BsonLike)._bsontype === undefined;
}
