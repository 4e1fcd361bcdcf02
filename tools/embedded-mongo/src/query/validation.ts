import type { Document } from 'bson';
import { CommandError } from '../errors';
import { isPlainObject } from '../storage/keys';
import { compileFilter } from './read';

const LEVELS = ['strict', 'moderate', 'off'] as const;
const ACTIONS = ['error', 'warn'] as const;

/** Query operators MongoDB does not allow in a validator. */
const NOT_IN_VALIDATOR = ['$near', '$nearSphere', '$text', '$where'];

/**
 * A collection's schema validation (`validator`, `validationLevel`, `validationAction`), as
 * MongoDB applies it: every insert and every update's result must match the validator,
 * except that `moderate` lets updates of documents that did not match already through, `off`
 * checks nothing and `warn` accepts (and would log) what does not match.
 */
export class DocumentValidation {
  private readonly validator: ReturnType<typeof compileFilter> | null;
  private readonly level: (typeof LEVELS)[number];
  private readonly action: (typeof ACTIONS)[number];

  constructor(options: Document) {
    const validator = options.validator ?? {};
    if (!isPlainObject(validator)) throw new CommandError('TypeMismatch', "BSON field 'validator' must be an object");
    const forbidden = NOT_IN_VALIDATOR.find((op) => JSON.stringify(validator).includes(`"${op}"`));
    if (forbidden) throw new CommandError('BadValue', `${forbidden} is not allowed in collection validators`);
    this.validator = Object.keys(validator).length > 0 ? compileFilter(validator) : null;
    this.level = enumeration(options, 'validationLevel', LEVELS);
    this.action = enumeration(options, 'validationAction', ACTIONS);
  }

  /** Throws DocumentValidationFailure (121) when `doc` may not be stored (replacing `previous`, if any). */
  check(doc: Document, previous?: Document): void {
    if (!this.validator || this.level === 'off' || this.action === 'warn') return;
    if (previous && this.level === 'moderate' && !this.validator.test(previous)) return;
    if (this.validator.test(doc)) return;
    throw new CommandError('DocumentValidationFailure', 'Document failed validation', {
      errInfo: { failingDocumentId: doc._id },
    });
  }
}

function enumeration<T extends string>(options: Document, field: string, values: readonly T[]): T {
  const value = options[field] ?? values[0];
  if (!values.includes(value)) {
    throw new CommandError(
      'BadValue',
      `Enumeration value '${String(value)}' for field '${field}' is not a valid value.`,
    );
  }
  return value as T;
}
