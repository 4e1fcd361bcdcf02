/** Wire protocol constants (https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/). */

export const OpCode = {
  OP_REPLY: 1,
  OP_QUERY: 2004,
  OP_COMPRESSED: 2012,
  OP_MSG: 2013,
} as const;

export const HEADER_BYTES = 16;

/** Largest message accepted or produced; what the handshake advertises as maxMessageSizeBytes. */
export const MAX_MESSAGE_BYTES = 48_000_000;
export const MAX_BSON_OBJECT_BYTES = 16 * 1024 * 1024;
export const MAX_WRITE_BATCH_SIZE = 100_000;

export const OpMsgFlag = {
  ChecksumPresent: 1 << 0,
  MoreToCome: 1 << 1,
  ExhaustAllowed: 1 << 16,
} as const;

/** Bits 0-15 of OP_MSG flags are "required": a receiver must reject bits it does not know. */
export const OP_MSG_KNOWN_REQUIRED_BITS = OpMsgFlag.ChecksumPresent | OpMsgFlag.MoreToCome;
