import type { Document } from 'bson';
import { CommandError } from '../errors';
import { isPlainObject } from './keys';

/**
 * MongoDB's duplicate key error, byte for byte in its message:
 * `E11000 duplicate key error collection: db.users index: email_1 dup key: { email: "a@b.c" }`
 * plus the keyPattern/keyValue fields drivers and mongoose read.
 */
export function duplicateKeyError(
  ns: string,
  indexName: string,
  keyPattern: Document,
  fields: string[],
  values: unknown[],
): CommandError {
  const keyValue: Document = {};
  fields.forEach((field, i) => (keyValue[field] = values[i] === undefined ? null : values[i]));
  const shown = fields.map((field) => `${field}: ${formatShellValue(keyValue[field])}`).join(', ');
  return new CommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${shown} }`,
    { keyPattern, keyValue },
  );
}

/** A value as the mongo shell (and the server's error messages) print it. */
function formatShellValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatShellValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const inner = Object.entries(value).map(([k, v]) => `${k}: ${formatShellValue(v)}`);
    return inner.length ? `{ ${inner.join(', ')} }` : '{}';
  }
  const bson = value as { _bsontype?: string; toHexString?: () => string };
  if (bson._bsontype === 'ObjectId' && bson.toHexString) return `ObjectId('${bson.toHexString()}')`;
  return String(value);
}
