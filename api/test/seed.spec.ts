import { randomUUID } from 'node:crypto';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { SEED_EXTENSIONS, type SeedContext, type SeedExtension } from '../src/seed/seed-extension';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/seed.data';
import { SeedService } from '../src/seed/seed.service';
import type { User, UserRecord } from '../src/users/schemas/user.schema';
import { signIn } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

describe('seed', () => {
  const databaseName = `api_seed_${randomUUID().slice(0, 8)}`;
  const contexts: SeedContext[] = [];
  const recorder: SeedExtension = { name: 'recorder', seed: async (context) => void contexts.push(context) };
  let t: TestApp;

  const counts = async () => ({
    categories: await t.connection.collection('categories').countDocuments(),
    listings: await t.connection.collection('listings').countDocuments(),
    advertised: await t.connection.collection('listings').countDocuments({ isAdvertised: true }),
    reported: await t.connection.collection('listings').countDocuments({ isReported: true }),
    booked: await t.connection.collection('listings').countDocuments({ isSold: true }),
    users: await t.connection.collection('users').countDocuments(),
  });

  beforeAll(async () => {
    // Start-up seeding into an empty database, with an extension standing in for the orders seed.
    t = await createTestApp({
      databaseName,
      env: { SEED_ON_START: 'true' },
      override: (builder) => builder.overrideProvider(SEED_EXTENSIONS).useValue([recorder]),
    });
  });
  afterAll(() => t.close());

  it('fills an empty database at start-up: 3 categories, 15 listings (3 advertised, 1 reported, 1 booked), 4 accounts', async () => {
    expect(await counts()).toEqual({ categories: 3, listings: 15, advertised: 3, reported: 1, booked: 1, users: 4 });
    const categories = await t.http.get('/categories').expect(200);
    expect(categories.body.map((c: { category_id: number; name: string }) => [c.category_id, c.name])).toEqual([
      [1, 'TESLA'],
      [2, 'KIA'],
      [3, 'TOYOTA'],
    ]);
    for (const category of categories.body) await t.http.get(category.image).expect(200);
    const perCategory = await t.connection.collection('listings').distinct('category_id');
    expect(perCategory.sort()).toEqual([1, 2, 3]);
    const advertised = await t.http.get('/advertise').expect(200);
    expect(advertised.body).toHaveLength(3);
  });

  it('creates the demo accounts in the Auth emulator with the published password and their roles', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const token = await signIn(account.email, DEMO_PASSWORD);
      const res = await t.http.get(`/user/role/${account.email}`).set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toEqual({ position: account.role });
    }
  });

  it("marks the verified seller's listings verified and the other seller's not", async () => {
    const listings = await t.model<Listing>('Listing').find().lean<ListingRecord[]>().exec();
    const users = await t.model<User>('User').find().lean<UserRecord[]>().exec();
    for (const listing of listings) {
      const seller = users.find((u) => u._id.equals(listing.seller))!;
      expect([DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.newSeller.email]).toContain(seller.email);
      expect(listing).toMatchObject({
        isVerified: seller.isVerified,
        sellerName: seller.name,
        seller_email: seller.email,
      });
    }
    const token = await signIn(DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
    const mine = await t.http.get('/my_products/x').set('Authorization', `Bearer ${token}`).expect(200);
    expect(mine.body.length).toBeGreaterThanOrEqual(6);
  });

  it('hands the extensions the accounts and the booked listing', () => {
    expect(contexts).toHaveLength(1);
    expect(contexts[0].bookedListing).toMatchObject({ isSold: true });
    expect(contexts[0].accounts.buyer).toMatchObject({ email: DEMO_ACCOUNTS.buyer.email, role: 'Buyer' });
  });

  it('is idempotent: running it again changes nothing', async () => {
    const before = await counts();
    await t.app.get(SeedService).run({ catalogue: true });
    expect(await counts()).toEqual(before);
  });

  it('does not refill a database in use at the next start-up, and keeps the accounts working', async () => {
    const removed = await t
      .model<Listing>('Listing')
      .findOneAndDelete({ isAdvertised: true })
      .lean<ListingRecord>()
      .exec();
    await t.app.close();
    t = await createTestApp({ databaseName, env: { SEED_ON_START: 'true' } });
    expect(await t.model<Listing>('Listing').findById(removed!._id).exec()).toBeNull();
    expect(await counts()).toMatchObject({ listings: 14, users: 4 });
    const token = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await t.http.get('/seller').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
