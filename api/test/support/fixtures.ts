// Test data written straight to the database (the API is what is under test, not the setup),
// with real sign-in accounts in the Auth emulator.
import { Types } from 'mongoose';
import { SEED_CATEGORIES } from '../../src/seed/seed.data';
import type { Condition, Listing, ListingRecord } from '../../src/listings/schemas/listing.schema';
import type { Role } from '../../src/common/roles';
import type { User, UserRecord } from '../../src/users/schemas/user.schema';
import { markEmailVerified, signUp, uniqueEmail, type SignedIn } from './identity';
import type { TestApp } from './test-app';

export interface Actor extends SignedIn {
  userId: string;
  name: string;
  role: Role;
  /** Value for the Authorization header. */
  bearer: string;
}

export async function createActor(
  t: TestApp,
  role: Role,
  options: { name?: string; isVerified?: boolean; email?: string; emailVerified?: boolean } = {},
): Promise<Actor> {
  const name = options.name ?? `${role} ${Math.random().toString(36).slice(2, 7)}`;
  const account = await signUp(options.email ?? uniqueEmail(role), name);
  // Verified addresses, as people who get e-mail have; an unverified one is asked for.
  if (options.emailVerified ?? true) await markEmailVerified(account.uid);
  const user = await t.model<User>('User').create({
    uid: account.uid,
    email: account.email,
    name,
    role,
    isVerified: options.isVerified ?? false,
  });
  return { ...account, userId: user._id.toString(), name, role, bearer: `Bearer ${account.token}` };
}

export async function createCategories(t: TestApp): Promise<void> {
  await t.model('Category').insertMany(SEED_CATEGORIES.map((c) => ({ ...c })));
}

let clock = Date.UTC(2024, 0, 1);

/** A listing of `seller`; each one is posted a minute after the previous one unless poste_date is given. */
export async function createListing(t: TestApp, seller: Actor, fields: Partial<Listing> = {}): Promise<ListingRecord> {
  clock += 60_000;
  const created = await t.model<Listing>('Listing').create({
    name: 'Model 3',
    brand: 'Tesla',
    image: '/static/cars/sedan-red.svg',
    category_id: 1,
    poste_date: new Date(clock),
    original_price: 50,
    sale_price: 40,
    used: 2,
    location: 'Austin, TX',
    condition: 'good' as Condition,
    desc: 'A well kept car.',
    phone: '512-555-0100',
    seller_email: seller.email,
    sellerName: seller.name,
    seller: new Types.ObjectId(seller.userId),
    // A car created reported was reported when it was posted (the queue orders by the latest report).
    ...(fields.isReported && { lastReportedAt: fields.poste_date ?? new Date(clock) }),
    ...fields,
  });
  return created.toObject<ListingRecord>();
}

/** A complete, valid POST /add_product body. */
export function validProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sportage Hybrid',
    brand: 'Kia',
    image: '/static/cars/suv-blue.svg',
    category_id: 2,
    original_price: 34,
    sale_price: 27.5,
    used: 2,
    location: 'Portland, OR',
    condition: 'excellent',
    desc: 'Panoramic roof, heated seats.',
    phone: '206-555-0187',
    ...overrides,
  };
}

/** Every document of the collections the API writes, to prove a rejected request changed nothing. */
export async function snapshot(t: TestApp): Promise<string> {
  const collections = [
    'users',
    'categories',
    'listings',
    'orders',
    'payments',
    'webhook_events',
    'sandbox_payment_intents',
    'wishlist_items',
    'reports',
    'subscriptions',
    'notifications',
    'notification_settings',
    'conversations',
    'messages',
    'offers',
    'blocks',
    'reviews',
    'review_reports',
    // The photo store (GridFS bucket 'photos').
    'photos.files',
    'photos.chunks',
  ];
  const dump = await Promise.all(
    collections.map(async (name) => [name, await t.connection.collection(name).find().sort({ _id: 1 }).toArray()]),
  );
  return JSON.stringify(dump);
}

export async function findUser(t: TestApp, id: string): Promise<UserRecord | null> {
  return t.model<User>('User').findById(id).lean<UserRecord>().exec();
}
