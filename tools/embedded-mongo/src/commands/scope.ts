/// <reference path="../mingo-util.d.ts" />
import type { Document } from 'bson';
import { evalExpr } from 'mingo/core';
import { asCommandError, CommandError } from '../errors';
import { parseCollation } from '../query/collation';
import { optionsFor, type Scope } from '../query/mingo';
import type { Collection } from '../storage/collection';
import { encodeValue, isPlainObject } from '../storage/keys';
import { optionalDocument } from './context';

/** Names MongoDB reserves for its own variables ($$ROOT, $$NOW, ...). */
const SYSTEM_VARIABLES = new Set(['ROOT', 'CURRENT', 'REMOVE', 'NOW', 'CLUSTER_TIME', 'DESCEND', 'PRUNE', 'KEEP']);

/**
 * The command-level `let` (constants or expressions, evaluated once, then `$$name` in `$expr`
 * and pipelines) and a `collation`, from `source` (the command, or one statement of it).
 */
export function scopeOf(command: Document, source: Document = command): Scope {
  const collation = parseCollation(source.collation);
  const variables = letVariables(command);
  return { collation, ...(variables ? { variables } : {}) };
}

function letVariables(command: Document): Document | undefined {
  const spec = optionalDocument(command, 'let');
  if (!spec) return undefined;
  const values: Document = {};
  for (const [name, expr] of Object.entries(spec)) {
    if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(name) || SYSTEM_VARIABLES.has(name)) {
      throw new CommandError('FailedToParse', `'${name}' starts with an invalid character for a user variable name`);
    }
    try {
      values[name] = evalExpr({}, expr, optionsFor());
    } catch (err) {
      throw asCommandError(err);
    }
  }
  return values;
}

/**
 * A `hint` is checked, not followed (the best plan's answer is the full index's answer): a hint
 * naming no index fails as in mongod; a sparse or partial index, whose answer would leave
 * documents out, is refused.
 */
export function checkHint(collection: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || (typeof hint === 'string' && hint === '')) return;
  if (isPlainObject(hint) && Object.keys(hint).length === 0) return;
  if (isPlainObject(hint) && '$natural' in hint) return;
  const indexes = collection ? [...collection.indexes.values()] : [];
  const index = indexes.find((i) =>
    typeof hint === 'string' ? i.name === hint : encodeValue(i.spec.key) === encodeValue(hint),
  );
  if (!index) {
    if (!collection) return; // MongoDB answers nothing from a missing collection, hint or not
    throw new CommandError('BadValue', 'hint provided does not correspond to an existing index');
  }
  if (index.sparse || index.isPartial) {
    throw new CommandError(
      'InvalidOptions',
      `embedded-mongo does not answer through the sparse or partial index ${index.name} a hint names`,
    );
  }
}
