import { deserialize, type Document } from 'bson';
import { CommandError } from '../errors';
import type { RawMessage } from './framer';
import { encodeReply } from './reply-encoding';
import { HEADER_BYTES, OP_MSG_KNOWN_REQUIRED_BITS, OpCode, OpMsgFlag } from './protocol';

/** A command read from OP_MSG: the body with every document sequence merged in by identifier. */
export interface OpMsgRequest {
  command: Document;
  /** The client does not want a reply (unacknowledged write). */
  moreToCome: boolean;
}

export interface OpQueryRequest {
  collection: string;
  query: Document;
}

/** Parses OP_MSG; malformed content throws CommandError (the client gets an error reply). */
export function parseOpMsg(message: RawMessage): OpMsgRequest {
  const data = message.payload;
  if (data.length < 5) throw invalid('OP_MSG is too short');
  const flags = data.readUInt32LE(0);
  const unknownRequired = flags & 0xffff & ~OP_MSG_KNOWN_REQUIRED_BITS;
  if (unknownRequired) throw invalid(`OP_MSG has unsupported required flag bits 0x${unknownRequired.toString(16)}`);
  const end = flags & OpMsgFlag.ChecksumPresent ? data.length - 4 : data.length;

  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  let offset = 4;
  while (offset < end) {
    const kind = data[offset++];
    if (kind === 0) {
      if (body) throw invalid('OP_MSG has more than one body section');
      const size = documentSize(data, offset, end);
      body = readDocument(data, offset, size);
      offset += size;
    } else if (kind === 1) {
      if (end - offset < 4) throw invalid('truncated OP_MSG document sequence');
      const size = data.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw invalid('OP_MSG document sequence size is out of bounds');
      const nameEnd = data.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw invalid('OP_MSG document sequence has no identifier');
      const identifier = data.toString('utf8', offset + 4, nameEnd);
      const docs: Document[] = [];
      let at = nameEnd + 1;
      while (at < sectionEnd) {
        const docSize = documentSize(data, at, sectionEnd);
        docs.push(readDocument(data, at, docSize));
        at += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw invalid(`OP_MSG has unknown section kind ${kind}`);
    }
  }
  if (!body) throw invalid('OP_MSG has no body section');
  for (const [identifier, docs] of sequences) {
    if (identifier in body) throw invalid(`OP_MSG field '${identifier}' is both in the body and a document sequence`);
    body[identifier] = docs;
  }
  return { command: body, moreToCome: (flags & OpMsgFlag.MoreToCome) !== 0 };
}

/** Parses legacy OP_QUERY (only used for the initial handshake by drivers). */
export function parseOpQuery(message: RawMessage): OpQueryRequest {
  const data = message.payload;
  const nameEnd = data.indexOf(0, 4);
  if (data.length < 4 || nameEnd < 0) throw invalid('OP_QUERY has no collection name');
  const collection = data.toString('utf8', 4, nameEnd);
  const queryAt = nameEnd + 1 + 8; // skip numberToSkip and numberToReturn
  const size = documentSize(data, queryAt, data.length);
  let query = readDocument(data, queryAt, size);
  // Old drivers wrap the command when they add read preferences: { $query: {...}, $readPreference }.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Document;
  return { collection, query };
}

export function encodeOpMsg(requestId: number, responseTo: number, reply: Document): Buffer {
  const body = encodeReply(reply);
  const out = Buffer.allocUnsafe(HEADER_BYTES + 5 + body.length);
  writeHeader(out, requestId, responseTo, OpCode.OP_MSG);
  out.writeUInt32LE(0, HEADER_BYTES);
  out[HEADER_BYTES + 4] = 0;
  out.set(body, HEADER_BYTES + 5);
  return out;
}

export function encodeOpReply(requestId: number, responseTo: number, reply: Document): Buffer {
  const body = encodeReply(reply);
  const out = Buffer.alloc(HEADER_BYTES + 20 + body.length);
  writeHeader(out, requestId, responseTo, OpCode.OP_REPLY);
  // responseFlags 0, cursorID 0, startingFrom 0 (all zero from alloc), numberReturned 1
  out.writeInt32LE(1, HEADER_BYTES + 16);
  out.set(body, HEADER_BYTES + 20);
  return out;
}

function writeHeader(out: Buffer, requestId: number, responseTo: number, opCode: number): void {
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
}

function documentSize(data: Buffer, offset: number, end: number): number {
  if (end - offset < 5) throw invalid('truncated BSON document');
  const size = data.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw invalid(`BSON document size ${size} is out of bounds`);
  return size;
}

function readDocument(data: Buffer, offset: number, size: number): Document {
  try {
    return deserialize(data.subarray(offset, offset + size));
  } catch (err) {
    throw new CommandError('InvalidBSON', `invalid BSON: ${(err as Error).message}`);
  }
}

function invalid(message: string): CommandError {
  return new CommandError('FailedToParse', message);
}
