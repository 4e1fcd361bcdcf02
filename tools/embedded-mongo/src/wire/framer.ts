import { HEADER_BYTES, MAX_MESSAGE_BYTES } from './protocol';

/** A complete message as framed on the socket; `payload` is everything after the header. */
export interface RawMessage {
  requestId: number;
  responseTo: number;
  opCode: number;
  payload: Buffer;
}

/** The byte stream cannot be framed any further; the connection has to be closed. */
export class FramingError extends Error {}

/**
 * Cuts a TCP byte stream into messages. Chunks are kept as received and joined once per
 * message, so a large message arriving in many small chunks is copied only once.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): RawMessage[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: RawMessage[] = [];
    while (this.buffered >= 4) {
      const length = this.peekLength();
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        throw new FramingError(
          `message length ${length} is outside the accepted range ${HEADER_BYTES}..${MAX_MESSAGE_BYTES}`,
        );
      }
      if (this.buffered < length) break;
      const bytes = this.take(length);
      messages.push({
        requestId: bytes.readInt32LE(4),
        responseTo: bytes.readInt32LE(8),
        opCode: bytes.readInt32LE(12),
        payload: bytes.subarray(HEADER_BYTES),
      });
    }
    return messages;
  }

  private peekLength(): number {
    if (this.chunks[0]!.length < 4) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.readInt32LE(0);
  }

  private take(length: number): Buffer {
    if (this.chunks[0]!.length < length) this.chunks = [Buffer.concat(this.chunks)];
    const first = this.chunks[0]!;
    const message = first.subarray(0, length);
    if (first.length === length) this.chunks.shift();
    else this.chunks[0] = first.subarray(length);
    this.buffered -= length;
    return message;
  }
}
