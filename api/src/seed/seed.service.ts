import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Auth } from 'firebase-admin/auth';
import { Types } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import type { Env } from '../config/env.validation';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { ListingQueries } from '../listings/listing-queries.service';
import { ListingSeeding } from '../listings/listing-seeding.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import type { UserRecord } from '../users/schemas/user.schema';
import { UserRegistration } from '../users/user-registration.service';
import { SEED_EXTENSIONS, type SeedContext, type SeedExtension } from './seed-extension';
import { seedZipOf } from './seed-zips';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_CATEGORIES, SEED_LISTINGS, type DemoAccountKey } from './seed.data';

const DAY_MS = 86_400_000;

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly users: UserRegistration,
    private readonly categories: CategoriesService,
    private readonly listings: ListingQueries,
    private readonly seeding: ListingSeeding,
    @InjectFirebaseAuth() private readonly auth: Auth,
    private readonly config: ConfigService<Env, true>,
    @Inject(SEED_EXTENSIONS) private readonly extensions: SeedExtension[],
  ) {}

  /** Start-up: demo accounts whenever missing (the emulator forgets them), the catalogue only into an empty database. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.get('SEED_ON_START', { infer: true })) return;
    const empty = (await this.categories.isEmpty()) && (await this.listings.isEmpty());
    await this.run({ catalogue: empty });
  }

  /**
   * Idempotent: existing records are never overwritten (a listing an admin deleted stays
   * deleted at start-up; `npm run seed` puts missing demo listings back).
   */
  async run({ catalogue }: { catalogue: boolean }): Promise<void> {
    const emulator = this.config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true });
    if (catalogue) await this.seedCategories();
    if (!emulator) {
      // Demo accounts with a published password only ever exist in the Auth emulator.
      this.logger.warn('No Auth emulator configured: demo accounts and demo listings are not seeded');
      return;
    }
    const accounts = await this.seedAccounts();
    if (!catalogue) return;
    const bookedListing = await this.seedListings(accounts);
    const context: SeedContext = { accounts, bookedListing };
    for (const extension of this.extensions) await extension.seed(context);
    this.logger.log(
      `Seeded ${SEED_CATEGORIES.length} categories, ${SEED_LISTINGS.length} listings, extensions: ${this.extensions.map((e) => e.name).join(', ') || 'none'}`,
    );
  }

  private seedCategories(): Promise<void> {
    return this.categories.addMissing(SEED_CATEGORIES);
  }

  private async seedAccounts(): Promise<Record<DemoAccountKey, UserRecord>> {
    const entries = await Promise.all(
      (Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]).map(async (key) => {
        const account = DEMO_ACCOUNTS[key];
        const uid = await this.ensureSignInAccount(account.email, account.name);
        const user = await this.users.ensureDemoAccount(account.email, uid, account);
        return [key, user] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<DemoAccountKey, UserRecord>;
  }

  private async ensureSignInAccount(email: string, displayName: string): Promise<string> {
    try {
      return (await this.auth.getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      const created = await this.auth.createUser({ email, password: DEMO_PASSWORD, displayName, emailVerified: true });
      return created.uid;
    }
  }

  private async seedListings(accounts: Record<DemoAccountKey, UserRecord>): Promise<ListingRecord> {
    const now = Date.now();
    await this.seeding.addMissing(
      SEED_LISTINGS.map(({ _id, seller: sellerKey, daysAgo, isAdvertised, isReported, booked, ...fields }) => {
        const seller = accounts[sellerKey];
        return {
          ...fields,
          zip: seedZipOf(fields.location),
          _id: new Types.ObjectId(_id),
          poste_date: new Date(now - daysAgo * DAY_MS),
          seller: seller._id,
          sellerName: seller.name,
          seller_email: seller.email,
          isVerified: seller.isVerified,
          isAdvertised: isAdvertised ?? false,
          isReported: isReported ?? false,
          ...(isReported && { lastReportedAt: new Date(now) }),
          held: booked ?? false,
        };
      }),
    );
    const bookedListing = SEED_LISTINGS.find((l) => l.booked)!;
    return (await this.listings.findById(bookedListing._id))!;
  }
}
