import type { Document } from 'bson';
import net from 'net';
import { runCommand, type Services } from './commands/dispatch';
import { asCommandError, CommandError } from './errors';
import { FramingError, MessageFramer, type RawMessage } from './wire/framer';
import { encodeOpMsg, encodeOpReply, parseOpMsg, parseOpQuery } from './wire/messages';
import { OpCode } from './wire/protocol';

export type Logger = (message: string) => void;

function drained(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}

/** Commands mongod still accepts over legacy OP_QUERY: the handshake only. */
const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/** Unanswered requests a connection may queue before the server stops reading from it. */
export const MAX_QUEUED_REQUESTS = 32;

export interface ConnectionLimits {
  /** Connections served at once; more are closed on arrival. */
  maxConnections: number;
}

/**
 * The TCP side: frames messages, answers each connection's requests in order, and closes
 * a connection whose byte stream cannot be trusted any more. Nothing a client sends can
 * take the server down; every other connection keeps being served.
 */
export class WireServer {
  private readonly server = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  private nextRequestId = 1;

  constructor(
    private readonly services: Services,
    private readonly log: Logger,
    private readonly limits: ConnectionLimits,
  ) {
    this.server.on('error', (err) => this.log(`server error: ${err.message}`));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    if (this.sockets.size >= this.limits.maxConnections) {
      // Like mongod: an extra connection is closed at once, and every other one is unaffected.
      this.log(`connection refused because too many open connections: ${this.sockets.size}`);
      socket.destroy();
      return;
    }
    const connectionId = this.nextConnectionId++;
    const framer = new MessageFramer();
    let queue = Promise.resolve();
    let queued = 0;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      let messages: RawMessage[];
      try {
        messages = framer.push(chunk);
      } catch (err) {
        this.drop(socket, connectionId, err);
        return;
      }
      // Back-pressure: a client that sends faster than it reads its replies is not read
      // from until its queue drains, so its requests wait in its own socket buffers.
      queued += messages.length;
      if (queued > MAX_QUEUED_REQUESTS) socket.pause();
      // Replies go out in request order, one request at a time per connection.
      for (const message of messages) {
        queue = queue.then(async () => {
          await this.serve(socket, connectionId, message);
          if (--queued <= MAX_QUEUED_REQUESTS / 2 && socket.isPaused() && !socket.destroyed) socket.resume();
        });
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async serve(socket: net.Socket, connectionId: number, message: RawMessage): Promise<void> {
    if (socket.destroyed) return;
    try {
      const reply = await this.respond(connectionId, message);
      // A reply the client is not reading waits in memory: serve nothing more until it drains.
      if (reply && !socket.destroyed && !socket.write(reply)) await drained(socket);
    } catch (err) {
      this.drop(socket, connectionId, err);
    }
  }

  private drop(socket: net.Socket, connectionId: number, err: unknown): void {
    const reason = err instanceof Error ? err.message : String(err);
    this.log(`closing connection ${connectionId}: ${reason}`);
    socket.destroy();
  }

  /** The encoded reply, or null when the client asked for none. Throws to close the connection. */
  private async respond(connectionId: number, message: RawMessage): Promise<Buffer | null> {
    switch (message.opCode) {
      case OpCode.OP_MSG: {
        let reply: Document;
        let moreToCome = false;
        try {
          const request = parseOpMsg(message);
          moreToCome = request.moreToCome;
          reply = await runCommand(request.command, this.services, connectionId);
        } catch (err) {
          reply = asCommandError(err).toReply();
        }
        return moreToCome ? null : this.encode(message, reply, encodeOpMsg);
      }
      case OpCode.OP_QUERY: {
        let reply: Document;
        try {
          const { collection, query } = parseOpQuery(message);
          const name = Object.keys(query)[0] ?? '';
          if (!collection.endsWith('.$cmd') || !OP_QUERY_COMMANDS.has(name)) {
            throw new CommandError(
              'UnsupportedOpQueryCommand',
              `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
            );
          }
          reply = await runCommand(
            { ...query, $db: collection.slice(0, -'.$cmd'.length) },
            this.services,
            connectionId,
          );
        } catch (err) {
          reply = asCommandError(err).toReply();
        }
        return this.encode(message, reply, encodeOpReply);
      }
      default:
        throw new FramingError(`unsupported opCode ${message.opCode}`);
    }
  }

  private encode(
    request: RawMessage,
    reply: Document,
    encoder: (requestId: number, responseTo: number, reply: Document) => Buffer,
  ): Buffer {
    const requestId = this.nextRequestId++;
    try {
      return encoder(requestId, request.requestId, reply);
    } catch (err) {
      const failure = new CommandError('InternalError', `reply could not be encoded: ${(err as Error).message}`);
      return encoder(requestId, request.requestId, failure.toReply());
    }
  }
}
