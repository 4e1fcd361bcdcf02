import { Global, Injectable, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../../config/env.validation';

/**
 * The places between two writes where a crash would leave half a change behind. The fault-injection
 * suite (api/test/fault-injection.spec.ts) makes one of them throw, as if the process died there,
 * then checks that a restart (sweeps, redeliveries) repairs everything.
 */
export const FAULT_POINTS = [
  /** Booking: the car is held, the order not written yet. */
  'booking.after-hold',
  /** Offer acceptance: the car is held and the booking written at the agreed price, the offer not yet marked accepted. */
  'acceptance.after-booking',
  /** Lapse: the order is lapsed, the car not released yet. */
  'lapse.after-lapse',
  /** Payment: the order is marked paid, the listing not yet. */
  'payment.after-order-paid',
  /** Payment: order and listing paid, the payment record not written yet. */
  'payment.before-record',
  /** Refund: the processor refunded, the refund record not written yet. */
  'refund.after-gateway',
  /** Webhook: the event is taken in, not applied yet. */
  'webhook.after-claim',
  /** Outbox: a change and its pending notifications are stored, not dispatched yet. */
  'outbox.before-dispatch',
  /** Outbox: the notifications are written, not yet removed from the changed document. */
  'outbox.after-deliver',
  /** New listing: its photos are stored, the listing not written yet. */
  'listing.after-photos',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

export class InjectedFault extends Error {
  constructor(readonly point: FaultPoint) {
    super(`Injected fault at ${point}`);
  }
}

/** Inert unless a test arms a point; arming is refused outside NODE_ENV=test. */
@Injectable()
export class FaultPoints {
  private readonly armed = new Set<FaultPoint>();
  private readonly allowed: boolean;

  constructor(config: ConfigService<Env, true>) {
    this.allowed = config.get('NODE_ENV', { infer: true }) === 'test';
  }

  /** The next time `point` is reached it throws (once). */
  arm(point: FaultPoint): void {
    if (!this.allowed) throw new Error('Fault injection is only available with NODE_ENV=test');
    this.armed.add(point);
  }

  /** Disarms every point; returns those that were never reached. */
  disarmAll(): FaultPoint[] {
    const unreached = [...this.armed];
    this.armed.clear();
    return unreached;
  }

  reach(point: FaultPoint): void {
    if (this.armed.delete(point)) throw new InjectedFault(point);
  }
}

@Global()
@Module({ providers: [FaultPoints], exports: [FaultPoints] })
export class FaultsModule {}
