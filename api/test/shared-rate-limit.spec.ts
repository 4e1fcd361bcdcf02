// The limits that protect something count in the database: two storages (two API processes)
// share one count per key and window.
import mongoose, { type Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { RATE_LIMIT_COLLECTION, SharedWindowThrottlerStorage } from '../src/common/throttling/shared-window.storage';
import { databaseUri } from './support/test-app';

const MINUTE = 60_000;

describe('SharedWindowThrottlerStorage', () => {
  let connection: Connection;
  let now: number;
  let processA: SharedWindowThrottlerStorage;
  let processB: SharedWindowThrottlerStorage;

  beforeAll(async () => {
    connection = await mongoose.createConnection(databaseUri(`api_test_${randomUUID().slice(0, 8)}`)).asPromise();
  });
  beforeEach(() => {
    now = Date.UTC(2026, 0, 1, 12, 0, 10);
    processA = new SharedWindowThrottlerStorage(connection, () => now);
    processB = new SharedWindowThrottlerStorage(connection, () => now);
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('counts one key across processes: the 6th request of a limit of 5 is refused whichever process takes it', async () => {
    const key = `booking:uid:${randomUUID()}`;
    const hits = [processA, processB, processA, processB, processA];
    for (const [i, storage] of hits.entries()) {
      expect(await storage.increment(key, MINUTE, 5)).toMatchObject({ totalHits: i + 1, isBlocked: false });
    }
    expect(await processB.increment(key, MINUTE, 5)).toMatchObject({ isBlocked: true, timeToBlockExpire: 50 });
    expect(await processA.increment(key, MINUTE, 5)).toMatchObject({ isBlocked: true });
    // Another key is not affected.
    expect(await processA.increment(`${key}:other`, MINUTE, 5)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('starts afresh in the next window, and marks each window for deletion by a TTL index', async () => {
    const key = `payment:uid:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await processA.increment(key, MINUTE, 2);
    expect(await processB.increment(key, MINUTE, 2)).toMatchObject({ isBlocked: true });
    now += 50_000; // 12:01:00, the next minute
    expect(await processB.increment(key, MINUTE, 2)).toMatchObject({
      totalHits: 1,
      isBlocked: false,
      timeToExpire: 60,
    });

    const windows = connection.collection(RATE_LIMIT_COLLECTION);
    expect(await windows.findOne({ _id: `${key}@${Date.UTC(2026, 0, 1, 12, 1)}` as never })).toMatchObject({
      count: 1,
      expiresAt: new Date(Date.UTC(2026, 0, 1, 12, 2)),
    });
    expect(await windows.indexes()).toContainEqual(
      expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
    );
  });
});
