// Setting the scene for the seller and admin specs over the real stack's HTTP interfaces: fresh
// accounts (Auth emulator sign-up + POST /users, as the shell's sign-up does), and the listings,
// reports and bookings other people make. Each test creates what it changes, so specs running in
// parallel (and the seeded data other specs read) never see each other's changes.
import { randomUUID } from 'node:crypto';
import type { AddProductBody, Listing, Role } from '@carmarket/shared-ui/src/api-types';
import { PASSWORD } from '../support/accounts';
import type { StackInfo } from '../support/stack-handle';

export interface FreshAccount {
  name: string;
  email: string;
  role: Role;
  /** Firebase ID token for calling the API as this person. */
  idToken: string;
}

/** A short unique tag for names a test creates, so it can find exactly its own things. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}

async function call<T>(stack: StackInfo, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs up a new person (password: the seeded accounts' one) and registers them with `role`. */
export async function registerAccount(
  stack: StackInfo,
  role: 'Buyer' | 'Seller',
  name?: string,
): Promise<FreshAccount> {
  const tag = uniqueTag();
  const account = { name: name ?? `${role} ${tag}`, email: `${role.toLowerCase()}-${tag}@e2e.carmarket.test` };
  const res = await fetch(`${stack.urls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: PASSWORD,
      displayName: account.name,
      returnSecureToken: true,
    }),
  });
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${res.status} ${await res.text()}`);
  const { idToken } = (await res.json()) as { idToken: string };
  await call(stack, idToken, 'POST', '/users', { name: account.name, role });
  return { ...account, role, idToken };
}

/** A listing as a seller would post it; `overrides` name it uniquely. */
export function carBody(overrides: Partial<AddProductBody> = {}): AddProductBody {
  return {
    name: `Corolla E2E ${uniqueTag()}`,
    brand: 'Toyota',
    image: '/static/cars/sedan-silver.svg',
    category_id: 3,
    original_price: 24,
    sale_price: 17.5,
    used: 4,
    location: 'El Paso, TX',
    condition: 'good',
    desc: 'Listed by an end-to-end test.',
    phone: '915-555-0100',
    ...overrides,
  };
}

export const postListing = (stack: StackInfo, seller: FreshAccount, body = carBody()) =>
  call<Listing>(stack, seller.idToken, 'POST', '/add_product', body);

export const reportListing = (stack: StackInfo, reporter: FreshAccount, listingId: string) =>
  call<Listing>(stack, reporter.idToken, 'PUT', `/report/${listingId}`);

export const bookListing = (
  stack: StackInfo,
  buyer: FreshAccount,
  carId: string,
  phone: string,
  meetingLocation: string,
) => call<unknown>(stack, buyer.idToken, 'POST', '/orders', { carId, phone, meetingLocation });

export const reportReview = (stack: StackInfo, reporter: FreshAccount, reviewId: string, reason = 'scam') =>
  call<unknown>(stack, reporter.idToken, 'PUT', `/reviews/${reviewId}/report`, { reason });

/**
 * A review of `seller` by `buyer`: a fresh car of the seller's, booked and paid by the buyer with
 * the sandbox's Visa test card (as the payment page does), then reviewed. Returns the review's id.
 */
export async function reviewOf(
  stack: StackInfo,
  seller: FreshAccount,
  buyer: FreshAccount,
  text: string,
  rating = 1,
): Promise<string> {
  const car = await postListing(stack, seller, carBody({ name: `Reviewed E2E ${uniqueTag()}` }));
  const order = await call<{ _id: string }>(stack, buyer.idToken, 'POST', '/orders', {
    carId: car._id,
    phone: '512-555-0142',
    meetingLocation: 'Austin',
  });
  const intent = await call<{ paymentIntentId: string }>(stack, buyer.idToken, 'POST', '/create-payment-intent', {
    orderId: order._id,
  });
  await call(stack, buyer.idToken, 'POST', '/sandbox/confirm', {
    paymentIntentId: intent.paymentIntentId,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
  });
  await call(stack, buyer.idToken, 'POST', '/payments', { orderID: order._id, transactionID: intent.paymentIntentId });
  return (await call<{ _id: string }>(stack, buyer.idToken, 'POST', '/reviews', { orderId: order._id, rating, text }))
    ._id;
}

/** The account's id (GET /me), e.g. for a seller's public page. */
export const accountIdOf = async (stack: StackInfo, account: FreshAccount) =>
  (await call<{ _id: string }>(stack, account.idToken, 'GET', '/me'))._id;
