// Outages of what the API depends on: the database, the identity provider. The API answers 503
// with Retry-After (never a hang or a bare 500), says so on /health, and serves again once the
// dependency is back, without a restart.
/// <reference path="../../tools/embedded-mongo/src/mingo-util.d.ts" />
import { start } from '@carmarket/embedded-mongo';
import { createServer } from 'node:net';
import { createActor, createCategories } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const unavailable = (message: string) => ({ statusCode: 503, error: 'Service Unavailable', message });

describe('outages', () => {
  it('the database stops: 503 with Retry-After, /health unhealthy, and serving again once it is back', async () => {
    const mongo = await start({ port: 0, memory: true });
    const url = new URL(mongo.uri);
    url.pathname = '/outage_db';
    const t = await createTestApp({ env: { MONGODB_URI: url.toString() } });
    let back: { stop(): Promise<void> } | undefined;
    try {
      await createCategories(t);
      const buyer = await createActor(t, 'Buyer');
      await t.http.get('/categories').expect(200);
      await mongo.stop();

      // The category list is answered from the API's memory; the rest needs the database.
      await t.http.get('/categories').expect(200);
      for (const down of [await t.http.get('/advertise'), await t.http.get('/orders').set('Authorization', buyer.bearer)]) {
        expect(down.status).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.body).toEqual(unavailable('The database is unavailable; try again in a few seconds.'));
      }
      const health = await t.http.get('/health').expect(503);
      expect(health.headers['retry-after']).toBe('5');

      back = await start({ port: Number(url.port), memory: true });
      await untilOk(t, '/health');
      await t.http.get('/advertise').expect(200);
    } finally {
      await t.app.close();
      await back?.stop();
    }
  });

  it('the identity provider is unreachable: 503 (the user stays signed in), not 401', async () => {
    const t = await createTestApp();
    const admin = await createActor(t, 'Admin');
    await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
    await t.close();

    // The same database and token, but the provider (asked whether the token was revoked) is gone.
    const gone = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await closedPort()}` }, databaseName: t.connection.name });
    try {
      const res = await gone.http.get('/seller').set('Authorization', admin.bearer);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual(unavailable('The sign-in service is unavailable; you are still signed in. Try again in a few seconds.'));
    } finally {
      await gone.close();
    }
  });
});

/** Waits for the API to answer 200 again (the driver reconnects on its own), failing after 40 tries. */
async function untilOk(t: TestApp, path: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    if ((await t.http.get(path)).status === 200) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${path} did not recover`);
}
