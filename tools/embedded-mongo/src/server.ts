import type { Document } from 'bson';
import net from 'net';
import { runCommand, type Services } from './commands/dispatch';
import { asCommandError, CommandError } from './errors';
import { FramingError, MessageFramer, type RawMessage } from './wire/framer';
import { encodeOpMsg, encodeOpReply, parseOpMsg, parseOpQuery } from './wire/messages';
import { OpCode } from './wire/protocol';

export type Logger = (message: string) => void;

/** Commands mongod still accepts over legacy OP_QUERY: the handshake only. */
const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

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
    const connectionId = this.nextConnectionId++;
    const framer = new MessageFramer();
    let queue = Promise.resolve();
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
      // Replies go out in request order, one request at a time per connection.
      for (const message of messages) queue = queue.then(() => this.serve(socket, connectionId, message));
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async serve(socket: net.Socket, connectionId: number, message: RawMessage): Promise<void> {
    if (socket.destroyed) return;
    try {
      const reply = await this.respond(connectionId, message);
      if (reply && !socket.destroyed) socket.write(reply);
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
          reply = await runCommand({ ...query, $db: collection.slice(0, -'.$cmd'.length) }, this.services, connectionId);
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
