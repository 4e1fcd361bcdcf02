// Which port each service of the stack listens on, read from env (the variables and defaults
// live in @carmarket/stack-facts), and the check that they are free before anything starts.
import { createServer } from 'node:net';
import { MAIL_CATCHER_PORTS, SERVICE_PORTS, type ServiceName, type ServicePort } from '@carmarket/stack-facts/ports';

export { MAIL_CATCHER_PORTS, SERVICE_PORTS, type ServiceName };
export type Ports = Record<ServiceName, number>;
export type MailService = keyof typeof MAIL_CATCHER_PORTS;
export type MailPorts = Record<MailService, number>;

/** The render server (shell/server): where the shell's server asks for its pages drawn on the server. */
export const RENDER_SERVER_PORTS = {
  render: { env: 'RENDER_PORT', default: 3005, what: 'the render server' },
} as const satisfies Record<string, ServicePort>;

export class PortInUseError extends Error {
  constructor(
    readonly service: ServiceName | MailService,
    readonly port: number,
  ) {
    const { env, what } =
      service in SERVICE_PORTS ? SERVICE_PORTS[service as ServiceName] : MAIL_CATCHER_PORTS[service as MailService];
    super(
      `Port ${port} (${env}, ${what}) is already in use. ` +
        `Stop whatever listens there, or pick another port: ${env}=<port> npm start`,
    );
  }
}

/**
 * Ports from env. A service whose variable is unset gets its default, or a free port when
 * `freeByDefault` (tests run beside other stacks). A value of 0 always means "any free port".
 */
export function resolvePorts(env: NodeJS.ProcessEnv, freeByDefault?: boolean): Promise<Ports>;
/** The same for another table of ports (the mail catcher's). */
export function resolvePorts<K extends string>(
  env: NodeJS.ProcessEnv,
  freeByDefault: boolean | undefined,
  table: Readonly<Record<K, ServicePort>>,
): Promise<Record<K, number>>;
export async function resolvePorts(
  env: NodeJS.ProcessEnv,
  freeByDefault = false,
  table: Readonly<Record<string, ServicePort>> = SERVICE_PORTS,
): Promise<Record<string, number>> {
  const ports: Record<string, number> = {};
  for (const [service, spec] of Object.entries(table)) {
    const raw = env[spec.env];
    let port = raw === undefined || raw === '' ? (freeByDefault ? 0 : spec.default) : Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${spec.env}=${raw} is not a port number (0-65535)`);
    }
    if (port === 0) port = await findFreePort(Object.values(ports));
    ports[service] = port;
  }
  return ports;
}

/** Throws PortInUseError for the first service whose port something else already holds. */
export async function assertPortsFree(ports: Partial<Ports> | Partial<MailPorts>): Promise<void> {
  for (const [service, port] of Object.entries(ports) as [ServiceName | MailService, number][]) {
    if (!(await isPortFree(port))) throw new PortInUseError(service, port);
  }
}

/**
 * Binding the wildcard addresses fails when anything listens on the port on any local address
 * (127.0.0.1, 0.0.0.0 or ::), which is what a later listen would run into.
 */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ['0.0.0.0', '::']) {
    const result = await tryListen(port, host);
    if (result === 'in-use') return false;
  }
  return true;
}

function tryListen(port: number, host: string): Promise<'free' | 'in-use' | 'no-such-address'> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? 'in-use' : 'no-such-address'),
    );
    server.listen({ port, host, exclusive: true }, () => server.close(() => done('free')));
  });
}

/** A port nothing listens on now, other than `taken`. */
export async function findFreePort(taken: number[]): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done, fail) => {
      const server = createServer();
      server.once('error', fail);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
    });
    if (!taken.includes(port)) return port;
  }
}
