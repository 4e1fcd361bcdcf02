import type { Document } from 'bson';
import { CommandError } from '../errors';
import { encodeValue, isPlainObject } from '../storage/keys';

/**
 * MongoDB's `$jsonSchema` (draft 4 plus `bsonType`, without `$ref`, `format`, `default`,
 * `definitions`, `id`, `$schema`), on BSON values as the driver sends them. Numbers arrive
 * here as JavaScript numbers whatever their BSON type, so `bsonType` `int`, `long`, `double`
 * and `decimal` cannot be checked and are refused (`number` can).
 */
export type SchemaTest = (value: unknown) => boolean;

const UNSUPPORTED = new Set(['$ref', '$schema', 'default', 'definitions', 'format', 'id']);
const NUMERIC_TYPES = new Set(['int', 'long', 'double', 'decimal']);

const BSON_TYPES: Record<string, (v: unknown) => boolean> = {
  object: isPlainObject,
  array: Array.isArray,
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' || isBson(v, 'Int32', 'Double', 'Long', 'Decimal128'),
  bool: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  objectId: (v) => isBson(v, 'ObjectId'),
  date: (v) => v instanceof Date,
  regex: (v) => v instanceof RegExp || isBson(v, 'BSONRegExp'),
  binData: (v) => v instanceof Uint8Array || isBson(v, 'Binary'),
  timestamp: (v) => isBson(v, 'Timestamp'),
  minKey: (v) => isBson(v, 'MinKey'),
  maxKey: (v) => isBson(v, 'MaxKey'),
  javascript: (v) => isBson(v, 'Code'),
};

/** JSON Schema's `type` names, as MongoDB maps them. */
const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  object: BSON_TYPES.object!,
  array: BSON_TYPES.array!,
  string: BSON_TYPES.string!,
  number: BSON_TYPES.number!,
  boolean: BSON_TYPES.bool!,
  null: BSON_TYPES.null!,
};

function isBson(value: unknown, ...types: string[]): boolean {
  const type = (value as { _bsontype?: string } | null)?._bsontype;
  return type !== undefined && types.includes(type);
}

function bad(message: string): never {
  throw new CommandError('FailedToParse', message);
}

function numberOf(schema: Document, keyword: string): number {
  const value = schema[keyword];
  if (typeof value !== 'number') bad(`$jsonSchema keyword '${keyword}' must be a number`);
  return value;
}

function typeTest(names: unknown, table: Record<string, (v: unknown) => boolean>, keyword: string): SchemaTest {
  const list = Array.isArray(names) ? names : [names];
  const tests = list.map((name) => {
    if (keyword === 'bsonType' && typeof name === 'string' && NUMERIC_TYPES.has(name)) {
      throw new CommandError(
        'InvalidOptions',
        `embedded-mongo cannot check bsonType '${name}': it keeps every number as a JavaScript number; use bsonType 'number'`,
      );
    }
    const test = typeof name === 'string' ? table[name] : undefined;
    if (!test) bad(`Unknown type name alias: ${String(name)}`);
    return test;
  });
  return (v) => tests.some((t) => t(v));
}

/** Compiles a `$jsonSchema`; refuses what MongoDB refuses and what cannot be checked here. */
export function compileJsonSchema(schema: unknown): SchemaTest {
  if (!isPlainObject(schema)) bad('$jsonSchema must be an object');
  const tests: SchemaTest[] = [];
  const add = (test: SchemaTest): void => void tests.push(test);
  for (const [keyword, arg] of Object.entries(schema)) {
    if (UNSUPPORTED.has(keyword)) bad(`$jsonSchema keyword '${keyword}' is not currently supported`);
    switch (keyword) {
      case 'title':
      case 'description':
        break;
      case 'type':
        if ('bsonType' in schema) bad("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
        add(typeTest(arg, JSON_TYPES, keyword));
        break;
      case 'bsonType':
        add(typeTest(arg, BSON_TYPES, keyword));
        break;
      case 'enum': {
        if (!Array.isArray(arg) || arg.length === 0) bad("$jsonSchema keyword 'enum' must be a non-empty array");
        const allowed = new Set(arg.map(encodeValue));
        add((v) => allowed.has(encodeValue(v)));
        break;
      }
      case 'minimum':
      case 'maximum': {
        const limit = numberOf(schema, keyword);
        const exclusive = schema[keyword === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] === true;
        const sign = keyword === 'minimum' ? 1 : -1;
        add((v) => typeof v !== 'number' || (exclusive ? sign * (v - limit) > 0 : sign * (v - limit) >= 0));
        break;
      }
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        if (typeof arg !== 'boolean') bad(`$jsonSchema keyword '${keyword}' must be a boolean`);
        break;
      case 'multipleOf': {
        const divisor = numberOf(schema, keyword);
        add((v) => typeof v !== 'number' || Number.isInteger(v / divisor));
        break;
      }
      case 'minLength':
      case 'maxLength': {
        const limit = numberOf(schema, keyword);
        const min = keyword === 'minLength';
        add((v) => typeof v !== 'string' || (min ? [...v].length >= limit : [...v].length <= limit));
        break;
      }
      case 'pattern': {
        if (typeof arg !== 'string') bad("$jsonSchema keyword 'pattern' must be a string");
        const re = new RegExp(arg, 'u');
        add((v) => typeof v !== 'string' || re.test(v));
        break;
      }
      case 'minItems':
      case 'maxItems': {
        const limit = numberOf(schema, keyword);
        const min = keyword === 'minItems';
        add((v) => !Array.isArray(v) || (min ? v.length >= limit : v.length <= limit));
        break;
      }
      case 'uniqueItems':
        if (arg === true) add((v) => !Array.isArray(v) || new Set(v.map(encodeValue)).size === v.length);
        break;
      case 'items': {
        if (Array.isArray(arg)) {
          const positional = arg.map(compileJsonSchema);
          const rest = schema.additionalItems;
          const restTest =
            rest === false ? (): boolean => false : isPlainObject(rest) ? compileJsonSchema(rest) : (): boolean => true;
          add(
            (v) =>
              !Array.isArray(v) ||
              v.every((item, i) => (i < positional.length ? positional[i]!(item) : restTest(item))),
          );
        } else {
          const each = compileJsonSchema(arg);
          add((v) => !Array.isArray(v) || v.every(each));
        }
        break;
      }
      case 'additionalItems':
        break; // with `items`
      case 'required': {
        if (!Array.isArray(arg) || arg.some((f) => typeof f !== 'string'))
          bad("$jsonSchema keyword 'required' must be an array of strings");
        add((v) => !isPlainObject(v) || (arg as string[]).every((f) => Object.hasOwn(v, f)));
        break;
      }
      case 'properties':
      case 'patternProperties':
      case 'additionalProperties':
        if (keyword === 'properties' || !('properties' in schema)) add(objectTest(schema));
        break;
      case 'minProperties':
      case 'maxProperties': {
        const limit = numberOf(schema, keyword);
        const min = keyword === 'minProperties';
        add((v) => !isPlainObject(v) || (min ? Object.keys(v).length >= limit : Object.keys(v).length <= limit));
        break;
      }
      case 'dependencies': {
        if (!isPlainObject(arg)) bad("$jsonSchema keyword 'dependencies' must be an object");
        const rules = Object.entries(arg).map(([field, dep]): [string, SchemaTest] => [
          field,
          Array.isArray(dep)
            ? (v) => (dep as string[]).every((f) => Object.hasOwn(v as Document, f))
            : compileJsonSchema(dep),
        ]);
        add((v) => !isPlainObject(v) || rules.every(([field, test]) => !Object.hasOwn(v, field) || test(v)));
        break;
      }
      case 'allOf':
      case 'anyOf':
      case 'oneOf': {
        if (!Array.isArray(arg) || arg.length === 0) bad(`$jsonSchema keyword '${keyword}' must be a non-empty array`);
        const subs = arg.map(compileJsonSchema);
        if (keyword === 'allOf') add((v) => subs.every((t) => t(v)));
        else if (keyword === 'anyOf') add((v) => subs.some((t) => t(v)));
        else add((v) => subs.filter((t) => t(v)).length === 1);
        break;
      }
      case 'not': {
        const sub = compileJsonSchema(arg);
        add((v) => !sub(v));
        break;
      }
      default:
        bad(`Unknown $jsonSchema keyword: ${keyword}`);
    }
  }
  return (value) => tests.every((test) => test(value));
}

/** `properties`, `patternProperties` and `additionalProperties` together, as JSON Schema defines them. */
function objectTest(schema: Document): SchemaTest {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const named = new Map(Object.entries(properties).map(([name, sub]) => [name, compileJsonSchema(sub)]));
  const patterns = Object.entries(isPlainObject(schema.patternProperties) ? schema.patternProperties : {}).map(
    ([pattern, sub]): [RegExp, SchemaTest] => [new RegExp(pattern, 'u'), compileJsonSchema(sub)],
  );
  const extra = schema.additionalProperties;
  const extraTest: SchemaTest =
    extra === false ? () => false : isPlainObject(extra) ? compileJsonSchema(extra) : () => true;
  return (v) => {
    if (!isPlainObject(v)) return true;
    for (const [field, value] of Object.entries(v)) {
      const own = named.get(field);
      const matching = patterns.filter(([re]) => re.test(field));
      if (own && !own(value)) return false;
      if (matching.some(([, test]) => !test(value))) return false;
      if (!own && matching.length === 0 && !extraTest(value)) return false;
    }
    return true;
  };
}
