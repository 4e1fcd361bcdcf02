import { createServer, type Server } from 'node:net';
import { assertPortsFree, PortInUseError, resolvePorts } from '../src/ports';

let blocker: Server;
let takenPort: number;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
  takenPort = (blocker.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((done) => blocker.close(() => done())));

it('names the service, its port and its env variable when the port is taken', async () => {
  const attempt = assertPortsFree({ admin: takenPort });
  await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
  await expect(attempt).rejects.toThrow(`Port ${takenPort} (ADMIN_PORT, the admin remote) is already in use`);
});

it('uses the documented defaults, env overrides, and free ports when asked', async () => {
  const defaults = await resolvePorts({});
  expect(defaults).toEqual({
    shell: 3000,
    storefront: 3001,
    buyer: 3002,
    seller: 3003,
    admin: 3004,
    api: 4000,
    auth: 9099,
    mongo: 27018,
  });

  const overridden = await resolvePorts({ SHELL_PORT: '6000', MONGO_PORT: '0' });
  expect(overridden.shell).toBe(6000);
  expect(overridden.mongo).toBeGreaterThan(0);

  const free = await resolvePorts({ API_PORT: '7000' }, true);
  expect(free.api).toBe(7000);
  expect(new Set(Object.values(free)).size).toBe(8);
  await expect(assertPortsFree({ shell: free.shell, mongo: free.mongo })).resolves.toBeUndefined();
});

it('rejects a port that is not a number', async () => {
  await expect(resolvePorts({ BUYER_PORT: 'abc' })).rejects.toThrow('BUYER_PORT=abc is not a port number');
});
