import { controlApp, startControlServer, type ControlServer } from '../src/control-server';
import type { WebAppName } from '../src/services';

const calls: string[] = [];
let control: ControlServer;

beforeAll(async () => {
  control = await startControlServer({
    stopApp: async (app: WebAppName) => void calls.push(`stop ${app}`),
    startApp: async (app: WebAppName, root?: string) => {
      if (root === '/broken') throw new Error('no build in /broken');
      calls.push(`start ${app} ${root ?? '(its dist)'}`);
    },
  });
});
afterAll(() => control.stop());

it('stops and restarts one web app, from its own dist or another build folder', async () => {
  await controlApp(control.url, 'admin', 'stop');
  await controlApp(control.url, 'admin', 'start', '/tmp/admin-release');
  await controlApp(control.url, 'seller', 'start');
  expect(calls).toEqual(['stop admin', 'start admin /tmp/admin-release', 'start seller (its dist)']);
});

it('refuses unknown apps and reports a failed start', async () => {
  await expect(controlApp(control.url, 'billing' as WebAppName, 'stop')).rejects.toThrow('HTTP 404');
  await expect(controlApp(control.url, 'admin', 'start', '/broken')).rejects.toThrow('HTTP 500 no build in /broken');
});
