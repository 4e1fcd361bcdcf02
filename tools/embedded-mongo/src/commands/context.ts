import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors';
import { CommandError } from '../errors';
import type { Engine } from '../storage/engine';

export interface CommandContext {
  engine: Engine;
  cursors: CursorRegistry;
  /** The command's `$db`. */
  db: string;
  connectionId: number;
}

/**
 * A command handler. Handlers are synchronous on purpose: a command's reads and writes
 * run without yielding to other clients, which makes each single-document write atomic.
 * The dispatcher waits for the journal before it replies.
 */
export type CommandHandler = (command: Document, context: CommandContext) => Document;

export type CommandTable = Record<string, CommandHandler>;

/** The collection named by the command's first field, e.g. `{ find: 'cars' }`. */
export function collectionName(command: Document): string {
  const [name, value] = Object.entries(command)[0]!;
  if (typeof value !== 'string' || value.length === 0) {
    throw new CommandError(
      'InvalidNamespace',
      `collection name has invalid type ${typeName(value)} for command ${name}`,
    );
  }
  return value;
}

export function optionalDocument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeName(value)}', expected type 'object'`,
    );
  }
  return value as Document;
}

export function optionalNumber(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number(value?.toString?.());
  if (!Number.isFinite(n)) {
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeName(value)}', expected a number`,
    );
  }
  return n;
}

export function documentArray(command: Document, field: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value) || value.some((v) => v === null || typeof v !== 'object' || Array.isArray(v))) {
    throw new CommandError('TypeMismatch', `BSON field '${field}' must be an array of documents`);
  }
  return value as Document[];
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? ((value as { _bsontype?: string })._bsontype ?? 'object') : typeof value;
}
