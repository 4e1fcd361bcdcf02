// Wire objects as the API sends them (listings: shared-ui/test/fixtures) (shared-ui types), with a test's own details on top.
import type { Order, PaymentIntentResult } from '@carmarket/shared-ui';

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '665f1c2a9b1e4a0012345001',
    name: 'Dana Buyer',
    email: 'demo.buyer@carmarket.test',
    carId: '665f1c2a9b1e4a0012340004',
    sellerName: 'Sam Carter Motors',
    brand: 'Tesla',
    carName: 'Model X 75D',
    price: 39.5,
    phone: '512-555-0199',
    meetingLocation: 'Round Rock Premium Outlets',
    isPaid: false,
    createdAt: '2025-06-01T10:00:00.000Z',
    expiresAt: '2025-06-03T10:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

export function anIntent(overrides: Partial<PaymentIntentResult> = {}): PaymentIntentResult {
  return {
    clientSecret: 'pi_sandbox_abc_secret_def',
    paymentIntentId: 'pi_sandbox_abc',
    amount: 3_950_000,
    currency: 'usd',
    mode: 'sandbox',
    ...overrides,
  };
}
