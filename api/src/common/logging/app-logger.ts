import type { LoggerService } from '@nestjs/common';
import pino, { type Level, type Logger } from 'pino';

/** Most a line waits in the buffer before it is written. */
const FLUSH_EVERY_MS = 1000;

/**
 * JSON lines on stdout, buffered: a line per request written with its own write(2) cost the API
 * about a tenth of its CPU under load, so lines are written a few KB at a time, at least every
 * FLUSH_EVERY_MS, and whatever is left when the process exits (a crash included).
 */
export function createPino(level: Level | 'silent'): Logger {
  if (level === 'silent') return pino({ level });
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // not open yet, or closed at exit: the next tick or flushSync writes it
    }
  }, FLUSH_EVERY_MS).unref();
  process.once('exit', () => destination.flushSync());
  return pino({ level }, destination);
}

/** Nest's own messages (start-up, errors the exception filter logs) as pino JSON lines. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context (a class name) last; for errors, a stack may come before it. */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && rest.length > 1 ? rest[0] : undefined;
    if (message instanceof Error) this.pino[level]({ context, err: message });
    else if (typeof message === 'object' && message !== null) this.pino[level]({ context, stack, ...message });
    else this.pino[level]({ context, stack }, String(message));
  }
}
