// Stands in for @module-federation/sdk's logger (dist/logger.js) in every build: the runtime's
// warnings and errors go to the console with the same prefix. Left out: MF's debug mode
// (FEDERATION_DEBUG: debug lines with stack traces) and the compiler-bound build logger, which a
// browser bundle never uses. About 0.5 KB gzip less in each container entry.
const PREFIX = '[ Module Federation ]';

class Logger {
  constructor(prefix) {
    this.prefix = prefix;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate() {}
  log(...args) {
    console.log(this.prefix, ...args);
  }
  warn(...args) {
    console.warn(this.prefix, ...args);
  }
  error(...args) {
    console.error(this.prefix, ...args);
  }
  info(...args) {
    console.info(this.prefix, ...args);
  }
  success(...args) {
    this.info(...args);
  }
  ready(...args) {
    this.info(...args);
  }
  debug() {}
}

export const createLogger = (prefix) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => {};
export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
