// Two API processes sweeping the same holds: one sweep per interval (the lease), and never one
// booking lapsed twice (each lapse is a conditional update).
import type { TestingModuleBuilder } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { Leases } from '../src/common/lease/lease';
import { CLOCK } from '../src/orders/clock';
import { OrderHoldsService } from '../src/orders/order-holds.service';
import { book, FakeClock, HOUR_MS } from './support/commerce';
import { createActor, createCategories, createListing } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ORDERS = 12;

describe('the hold sweep across API processes', () => {
  const clock = new FakeClock();
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const databaseName = `api_test_${randomUUID().slice(0, 8)}`;
    const options = {
      databaseName,
      env: { MAX_UNPAID_BOOKINGS: '1000' },
      override: (m: TestingModuleBuilder) => m.overrideProvider(CLOCK).useValue(clock),
    };
    a = await createTestApp(options);
    b = await createTestApp(options);
    await createCategories(a);
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('gives the lease to one process at a time, renews it for its holder, and hands it over once it expires', async () => {
    const first = new Leases(a.connection, 'process-a');
    const second = new Leases(b.connection, 'process-b');
    const at = new Date(Date.UTC(2026, 0, 1));
    const later = (ms: number) => new Date(at.getTime() + ms);

    expect(await Promise.all([first.acquire('job', at, 60_000), second.acquire('job', at, 60_000)])).toEqual([
      true,
      false,
    ]);
    expect(await first.acquire('job', later(30_000), 60_000)).toBe(true); // renewed until +90 s
    expect(await second.acquire('job', later(60_000), 60_000)).toBe(false);
    expect(await second.acquire('job', later(90_000), 60_000)).toBe(true);
    expect(await first.acquire('job', later(100_000), 60_000)).toBe(false);
  });

  it('runs the periodic sweep on one process only, and lapses each expired booking exactly once', async () => {
    const [seller, buyer] = await Promise.all([createActor(a, 'Seller'), createActor(a, 'Buyer')]);
    const cars = await Promise.all(Array.from({ length: ORDERS }, () => createListing(a, seller)));
    for (const [i, car] of cars.entries()) await book(i % 2 ? a : b, buyer, car._id.toString());
    clock.advance(48 * HOUR_MS + 1);

    const [sweptA, sweptB] = await Promise.all([
      a.app.get(OrderHoldsService).sweepIfLeaseHolder(),
      b.app.get(OrderHoldsService).sweepIfLeaseHolder(),
    ]);
    expect([sweptA, sweptB].filter(Boolean)).toHaveLength(1);
    const orders = await a
      .model('Order')
      .find({ carId: { $in: cars.map((car) => car._id) } })
      .lean<{ status: string; lapsedAt: Date }[]>();
    expect(orders.map((o) => o.status)).toEqual(cars.map(() => 'lapsed'));

    // Both processes lapsing at once (the lazy lapse before reads) find nothing left to lapse twice.
    const again = await Promise.all([
      a.app.get(OrderHoldsService).lapseExpired({}),
      b.app.get(OrderHoldsService).lapseExpired({}),
    ]);
    expect(again).toEqual([0, 0]);
    const after = await a
      .model('Order')
      .find({ carId: { $in: cars.map((car) => car._id) } })
      .lean<{ lapsedAt: Date }[]>();
    expect(after.map((o) => o.lapsedAt)).toEqual(orders.map((o) => o.lapsedAt));
  });

  it('never lapses one booking twice when two processes lapse the same expired bookings together', async () => {
    const [seller, buyer] = await Promise.all([createActor(a, 'Seller'), createActor(a, 'Buyer')]);
    const cars = await Promise.all(Array.from({ length: ORDERS }, () => createListing(a, seller)));
    for (const car of cars) await book(a, buyer, car._id.toString());
    clock.advance(48 * HOUR_MS + 1);

    const lapsed = await Promise.all([
      a.app.get(OrderHoldsService).lapseExpired({}),
      b.app.get(OrderHoldsService).lapseExpired({}),
    ]);
    expect(lapsed[0] + lapsed[1]).toBe(ORDERS);
    const freed = await a.model('Listing').countDocuments({ _id: { $in: cars.map((car) => car._id) }, isSold: false });
    expect(freed).toBe(ORDERS);
  });
});
