// SIGTERM (a deploy, a scale-down) during a burst of bookings: the process stops taking
// connections, finishes what it took, and exits; no booking is lost or answered falsely.
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { bookingBody } from './support/commerce';
import { call, PROCESS_TEST_TIMEOUT_MS, startApiProcesses, type ApiProcesses } from './support/api-processes';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const BOOKINGS = 30;
const ENV = { MAX_UNPAID_BOOKINGS: '1000' };

describe('graceful shutdown', () => {
  let t: TestApp;
  let api: ApiProcesses | undefined;
  let databaseName: string;
  let buyer: Actor;
  let seller: Actor;

  beforeAll(async () => {
    databaseName = `api_test_${randomUUID().slice(0, 8)}`;
    t = await createTestApp({ databaseName, env: ENV });
    await createCategories(t);
    [buyer, seller] = await Promise.all([createActor(t, 'Buyer'), createActor(t, 'Seller')]);
  });
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });
  afterAll(() => t.close());

  const cars = async () =>
    Promise.all(Array.from({ length: BOOKINGS }, async () => (await createListing(t, seller))._id.toString()));
  const bookAll = (carIds: string[]) =>
    carIds.map((carId) =>
      call(api!.url, 'POST', '/orders', { Authorization: buyer.bearer }, bookingBody(carId)).then(
        (answer) => answer.status,
        // Errors come from node's realm, not jest's: told apart by their code, not instanceof.
        (error: NodeJS.ErrnoException) => error.code ?? String(error),
      ),
    );
  const ordersOf = (carIds: string[]) =>
    t.model('Order').countDocuments({ carId: { $in: carIds.map((id) => new Types.ObjectId(id)) } });

  it(
    'one of the cluster processes stopping mid-burst costs no booking: every one is answered 201 and stored',
    async () => {
      api = await startApiProcesses({ databaseName, instances: 2, env: ENV });
      const carIds = await cars();
      const answers = bookAll(carIds);
      await Promise.race(answers);
      process.kill(api.workerPids[0], 'SIGTERM');
      const settled = await Promise.all(answers);

      expect(settled).toEqual(carIds.map(() => 201));
      expect(await ordersOf(carIds)).toBe(BOOKINGS);
      await api.waitForOutput(`API process ${api.workerPids[0]} ended (SIGTERM)`);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'a single process finishes the bookings it took, refuses new connections, and exits cleanly',
    async () => {
      api = await startApiProcesses({ databaseName, instances: 1, env: ENV });
      const carIds = await cars();
      const answers = bookAll(carIds);
      await Promise.race(answers);
      process.kill(api.pid, 'SIGTERM');
      const settled = await Promise.all(answers);

      // Each booking is either answered 201 and stored, or its connection was refused before it was
      // read (refused after the socket closed, or reset while it still waited in the kernel's backlog,
      // never accepted): nothing half-done, nothing stored without its 201 (the count below).
      const booked = settled.filter((outcome) => outcome === 201).length;
      expect(
        settled.filter((outcome) => outcome !== 201 && outcome !== 'ECONNREFUSED' && outcome !== 'ECONNRESET'),
      ).toEqual([]);
      expect(booked).toBeGreaterThan(1);
      expect(await ordersOf(carIds)).toBe(booked);
      expect(await api.exited).toBe('SIGTERM');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
