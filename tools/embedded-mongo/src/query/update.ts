import { deserialize, ObjectId, serialize, type Document } from 'bson';
import { ProcessingMode, update as applyModifier } from 'mingo';
import { asCommandError, CommandError } from '../errors';
import { encodeValue, isPlainObject } from '../storage/keys';
import { mentionsString } from './collation';
import { withBoundedOperators } from './limits';
import { Aggregator } from './mingo';
import { idFirst } from './read';

export type UpdateSpec = Document | Document[];

export interface UpdateContext {
  arrayFilters?: Document[];
  /** The filter that selected the document; resolves the positional `$` operator. */
  query?: Document;
  /** The command's `let` variables, for update pipelines. */
  variables?: Document;
  /** The filter compared strings by a collation (mingo's positional `$` cannot). */
  collated?: boolean;
}

/** A deep copy that keeps BSON types (ObjectId, Decimal128, ...) intact. */
export function cloneDocument(doc: Document): Document {
  return deserialize(serialize(doc));
}

export function isSameDocument(a: Document, b: Document): boolean {
  return Buffer.from(serialize(a)).equals(Buffer.from(serialize(b)));
}

/** The document `update` turns `doc` into; `doc` itself is left untouched. */
export function applyUpdate(doc: Document, spec: UpdateSpec, context: UpdateContext = {}): Document {
  return updateDocument(doc, spec, context, false);
}

/**
 * The document an upsert inserts: equality fields of the filter, then the update applied
 * (with `$setOnInsert`), or the replacement; a new ObjectId when no _id results.
 */
export function buildUpsert(query: Document, spec: UpdateSpec, context: UpdateContext = {}): Document {
  const seed = equalityFields(query);
  let doc: Document;
  if (!Array.isArray(spec) && !isOperatorUpdate(spec)) {
    validateReplacement(spec);
    doc = { ...spec };
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  } else {
    doc = updateDocument(seed, spec, { arrayFilters: context.arrayFilters, variables: context.variables }, true);
  }
  if (doc._id === undefined) doc._id = new ObjectId();
  return idFirst(doc);
}

/** MongoDB 5.0+ stores `$`-prefixed field names, but never inside `_id`. */
export function assertNoDollarFields(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(assertNoDollarFields);
  if (!isPlainObject(value)) return;
  for (const [field, inner] of Object.entries(value)) {
    if (field.startsWith('$')) {
      throw new CommandError(
        'DollarPrefixedFieldName',
        `_id fields may not contain '$'-prefixed fields: ${field} is not valid for storage.`,
      );
    }
    assertNoDollarFields(inner);
  }
}

/** Update operators that compare strings (MongoDB by the collation, mingo binary). */
const COMPARING_MODIFIERS = ['$addToSet', '$pull', '$pullAll', '$min', '$max'];

function assertCollationApplies(spec: Document, positional: boolean): void {
  const comparing = COMPARING_MODIFIERS.find((op) => mentionsString(spec[op]));
  const what = positional ? 'the positional $ operator' : comparing;
  if (what) throw new CommandError('InvalidOptions', `embedded-mongo cannot apply a collation to ${what} in an update`);
}

function usesPositional(spec: Document): boolean {
  return Object.values(spec).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some((path) => path.split('.').includes('$')),
  );
}

/** An update operator may not put a `$`-prefixed field into `_id` either. */
function assertIdFieldsStorable(spec: Document): void {
  for (const fields of Object.values(spec)) {
    if (!isPlainObject(fields)) continue;
    for (const [path, value] of Object.entries(fields)) {
      if (path === '_id') assertNoDollarFields(value);
      else if (path.startsWith('_id.'))
        assertNoDollarFields({ [path.split('.').find((p) => p.startsWith('$')) ?? '']: 0 });
    }
  }
}

function updateDocument(doc: Document, spec: UpdateSpec, context: UpdateContext, inserting: boolean): Document {
  try {
    if (Array.isArray(spec)) return updateWithPipeline(doc, spec, context.variables);
    if (!isOperatorUpdate(spec)) {
      validateReplacement(spec);
      return idFirst({ ...spec, _id: doc._id });
    }
    assertIdFieldsStorable(spec);
    const copy = cloneDocument(doc);
    // mingo re-tests the filter (binary comparison) to place a positional `$`; give it only then.
    const positional = usesPositional(spec);
    if (context.collated) assertCollationApplies(spec, positional);
    applyModifier(copy, toMingoModifier(spec, inserting), context.arrayFilters, positional ? context.query : undefined);
    return copy;
  } catch (err) {
    throw asCommandError(err);
  }
}

function updateWithPipeline(doc: Document, pipeline: Document[], variables?: Document): Document {
  const [result] = new Aggregator(withBoundedOperators(pipeline), {
    processingMode: ProcessingMode.CLONE_INPUT,
    variables,
  }).run([doc]) as Document[];
  if (!result) throw new CommandError('BadValue', 'update pipeline removed the document');
  return idFirst({ ...result, _id: doc._id });
}

export function isOperatorUpdate(spec: Document): boolean {
  const keys = Object.keys(spec);
  if (keys.length === 0) return false;
  const operators = keys.filter((k) => k.startsWith('$')).length;
  if (operators !== 0 && operators !== keys.length) {
    const plain = keys.find((k) => !k.startsWith('$'));
    throw new CommandError(
      'FailedToParse',
      `Unknown modifier: ${plain}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return operators > 0;
}

function validateReplacement(spec: Document): void {
  const dollar = Object.keys(spec).find((k) => k.startsWith('$'));
  if (dollar) throw new CommandError('BadValue', `The dollar ($) prefixed field '${dollar}' is not allowed here`);
}

/**
 * mingo lacks `$setOnInsert` (applied as `$set` only when inserting) and does not
 * de-duplicate an `$addToSet: { f: { $each } }` list when `f` is missing; both fixed here.
 */
function toMingoModifier(spec: Document, inserting: boolean): Document {
  const { $setOnInsert, ...modifier } = spec;
  if (inserting && isPlainObject($setOnInsert)) modifier.$set = { ...(modifier.$set ?? {}), ...$setOnInsert };
  if (isPlainObject(modifier.$addToSet)) {
    const addToSet: Document = {};
    for (const [field, value] of Object.entries(modifier.$addToSet)) {
      addToSet[field] =
        isPlainObject(value) && Array.isArray(value.$each) ? { ...value, $each: distinct(value.$each) } : value;
    }
    modifier.$addToSet = addToSet;
  }
  return modifier;
}

function distinct(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = encodeValue(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Fields an upsert copies from its filter: plain equalities and `$eq`, also inside `$and`. */
function equalityFields(query: Document): Document {
  const seed: Document = {};
  const visit = (filter: Document): void => {
    for (const [field, condition] of Object.entries(filter)) {
      if (field === '$and' && Array.isArray(condition)) {
        condition.filter(isPlainObject).forEach(visit);
      } else if (!field.startsWith('$')) {
        const operators = isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'));
        if (!operators) setPath(seed, field, condition);
        else if ('$eq' in condition) setPath(seed, field, condition.$eq);
      }
    }
  };
  visit(query);
  return seed;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part];
  }
  target[parts[parts.length - 1]!] = value;
}
