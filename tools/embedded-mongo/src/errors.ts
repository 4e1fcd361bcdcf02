/// <reference path="./mingo-util.d.ts" />
import type { Document } from 'bson';
import { MingoError } from 'mingo/util';

/** MongoDB server error codes this server answers with (names match the real server's codeName). */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  NamespaceExists: 48,
  OperationFailed: 96,
  ExceededMemoryLimit: 146,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  DocumentValidationFailure: 121,
  ViewDepthLimitExceeded: 165,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  CannotIndexParallelArrays: 171,
  QueryExceededMemoryLimitNoDiskUseAllowed: 292,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
  IDLUnknownField: 40415,
  OutOfDiskSpace: 14031,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

/** An error that becomes a `{ ok: 0, errmsg, code, codeName }` reply (or a writeErrors entry). */
export class CommandError extends Error {
  readonly code: number;

  constructor(
    readonly codeName: ErrorCodeName,
    message: string,
    /** Extra fields the real server adds to this error, e.g. keyPattern/keyValue for 11000. */
    readonly extra: Document = {},
  ) {
    super(message);
    this.code = ErrorCode[codeName];
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** Shape of one element of a write command's `writeErrors` array. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

/** Turns anything thrown inside a command into a CommandError, so nothing escapes as a crash. */
export function asCommandError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo rejects unknown operators and bad operator arguments with MingoError.
  return new CommandError(err instanceof MingoError ? 'BadValue' : 'InternalError', message);
}

/**
 * A write the storage could not make durable. Not IllegalOperation (20): drivers rewrite
 * that code on writes into "this deployment does not support retryable writes".
 */
export function storageError(cause: Error, message: string): CommandError {
  const code = (cause as NodeJS.ErrnoException).code;
  return new CommandError(code === 'ENOSPC' || code === 'EDQUOT' ? 'OutOfDiskSpace' : 'OperationFailed', message);
}
