import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { Auth } from 'firebase-admin/auth';
import type { Model, QueryFilter, Types, UpdateQuery } from 'mongoose';
import type { OutboxEntry } from '../notifications/outbox';
import {
  keysetSort,
  LIST_PAGE_SIZE,
  pageFilter,
  pageOf,
  type KeyOrder,
  type Page,
  type PageQueryDto,
} from '../common/paging/paging';
import type { AuthUser } from '../auth/auth-user';
import type { Env } from '../config/env.validation';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import type { RegisterUserDto } from './dto/register-user.dto';
import { DEFAULT_ROLE, type Role } from '../common/roles';
import { User, type UserRecord } from './schemas/user.schema';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { DELETED_USER_NAME, deletedUserEmail } from './deleted-user';

/** A bound on one event's recipients among admins: far beyond any real team. */
const ADMINS_TOLD = 100;

/** The accounts with a public seller page. */
const ACTIVE_SELLERS: QueryFilter<User> = { role: 'Seller', disabled: false };

const BY_NAME: KeyOrder = { field: 'name', direction: 1, kind: 'string' };
@Injectable()
export class UsersService {
  private readonly usingEmulator: boolean;
  private readonly accountsPerAddress: number;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectFirebaseAuth() private readonly auth: Auth,
    config: ConfigService<Env, true>,
  ) {
    this.usingEmulator = Boolean(config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true }));
    this.accountsPerAddress = config.get('NEW_ACCOUNTS_PER_IP_PER_DAY', { infer: true });
  }

  findByUid(uid: string): Promise<UserRecord | null> {
    return this.users.findOne({ uid }).lean<UserRecord>().exec();
  }

  findById(id: string): Promise<UserRecord | null> {
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  /** The active account with this e-mail address, if any. */
  findActiveByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.trim().toLowerCase(), disabled: false }).lean<UserRecord>().exec();
  }

  /** The owner changes their display name or phone (an empty phone removes it). */
  async updateProfile(id: string, changes: { name?: string; phone?: string; homeZip?: string }): Promise<UserRecord> {
    const set: Partial<User> = {};
    const unset: Record<string, 1> = {};
    if (changes.name !== undefined) set.name = changes.name.trim();
    // An empty phone or home ZIP removes it.
    for (const field of ['phone', 'homeZip'] as const) {
      const value = changes[field]?.trim();
      if (value) set[field] = value;
      else if (value === '') unset[field] = 1;
    }
    const updated = await this.users
      .findOneAndUpdate(
        { _id: id, disabled: false },
        { $set: set, $unset: unset },
        { returnDocument: 'after', runValidators: true },
      )
      .lean<UserRecord>()
      .exec();
    if (!updated) throw new NotFoundException('No registered user has this account');
    return updated;
  }

  /**
   * Closes the record: name, phone and home ZIP go, it is disabled and dated. `forgetEmail` (the owner
   * leaving) also drops the e-mail and sign-in uid, so the address may sign up afresh later; an
   * admin's deletion keeps both, so the address cannot come back (decision 0014).
   */
  async close(id: Types.ObjectId, { forgetEmail }: { forgetEmail: boolean }): Promise<void> {
    await this.users
      .updateOne(
        { _id: id },
        {
          $set: {
            name: DELETED_USER_NAME,
            disabled: true,
            deletedAt: new Date(),
            ...(forgetEmail && { email: deletedUserEmail(id) }),
          },
          $unset: { phone: 1, homeZip: 1, registeredFromHash: 1, outbox: 1, ...(forgetEmail && { uid: 1 }) },
        },
      )
      .exec();
  }

  /**
   * The caller registers itself. A new account gets the chosen sign-up role (Buyer when none, as
   * at login or Google sign-in); an existing account is returned unchanged — its role never moves here.
   */
  async register(
    caller: AuthUser,
    body: RegisterUserDto,
    clientAddress: string,
  ): Promise<{ user: UserRecord; created: boolean }> {
    if (!caller.email)
      throw new ForbiddenException('This sign-in has no e-mail address; sign in with e-mail or Google');
    const mine = await this.findByUid(caller.uid);
    if (mine) return { user: mine, created: false };

    const sameEmail = await this.users.findOne({ email: caller.email }).lean<UserRecord>().exec();
    // Same uid: a concurrent first request registered it between the two look-ups.
    if (sameEmail?.uid === caller.uid) return { user: sameEmail, created: false };
    if (sameEmail) return { user: await this.relink(sameEmail, caller), created: false };

    const registeredFromHash = createHash('sha256').update(clientAddress).digest('hex');
    if ((await this.registeredToday(registeredFromHash)) >= this.accountsPerAddress) throw this.tooManyAccounts();
    try {
      const created = await this.users.create({
        uid: caller.uid,
        email: caller.email,
        name: body.name ?? caller.name ?? caller.email.split('@')[0],
        role: body.role ?? DEFAULT_ROLE,
        isVerified: false,
        registeredFromHash,
      });
      // Counted again after writing, so concurrent registrations cannot pass the cap together.
      if ((await this.registeredToday(registeredFromHash)) > this.accountsPerAddress) {
        await this.users.deleteOne({ _id: created._id }).exec();
        throw this.tooManyAccounts();
      }
      return { user: created.toObject<UserRecord>(), created: true };
    } catch (error) {
      // A concurrent first request for the same account won the insert: answer with its record.
      const winner = isDuplicateKeyError(error) ? await this.findByUid(caller.uid) : null;
      if (winner) return { user: winner, created: false };
      throw error;
    }
  }

  private registeredToday(registeredFromHash: string): Promise<number> {
    return this.users
      .countDocuments({ registeredFromHash, createdAt: { $gt: new Date(Date.now() - 86_400_000) } })
      .exec();
  }

  private tooManyAccounts(): HttpException {
    return new HttpException(
      `No more than ${this.accountsPerAddress} new accounts may be registered from one network in a day; try again tomorrow.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /**
   * The e-mail is on file under another uid. Only when the identity provider no longer knows that
   * uid (e.g. a restarted Auth emulator) may this sign-in take the record over, and only if the
   * address is verified or the provider is the emulator; the stored role is kept.
   */
  private async relink(record: UserRecord, caller: AuthUser): Promise<UserRecord> {
    if (record.disabled) throw new ForbiddenException('This account is disabled');
    const takeover =
      (caller.emailVerified || this.usingEmulator) && !(record.uid && (await this.providerKnows(record.uid)));
    if (!takeover) throw new ConflictException('This e-mail address is registered to another account');
    const relinked = await this.users
      .findOneAndUpdate(
        { _id: record._id, uid: record.uid },
        { $set: { uid: caller.uid } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (!relinked) throw new ConflictException('This account changed meanwhile; try again');
    return relinked;
  }

  private async providerKnows(uid: string): Promise<boolean> {
    try {
      await this.auth.getUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  /** The active (not deleted) accounts holding `role`, by name, a page at a time. */
  async withRole(role: Role, { limit = LIST_PAGE_SIZE, cursor }: PageQueryDto): Promise<Page<UserRecord>> {
    const filter: QueryFilter<User> = { role, disabled: false };
    const [rows, total] = await Promise.all([
      this.users
        .find(pageFilter(filter, BY_NAME, cursor))
        .sort(keysetSort(BY_NAME))
        .limit(limit + 1)
        .lean<UserRecord[]>()
        .exec(),
      this.users.countDocuments(filter).exec(),
    ]);
    return pageOf(rows, limit, total, BY_NAME);
  }

  /** Page `page` (from 1) of `perPage` active sellers' ids, by id, as a cursor (the sitemap streams them). */
  activeSellerIds(page: number, perPage: number): AsyncIterable<Pick<UserRecord, '_id'>> {
    return this.users
      .find(ACTIVE_SELLERS, { _id: 1 })
      .sort({ _id: 1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<Pick<UserRecord, '_id'>[]>()
      .cursor({ batchSize: 1000 });
  }

  /** How many sellers have a public page (GET /sellers/:id answers 200). */
  countActiveSellers(): Promise<number> {
    return this.users.countDocuments(ACTIVE_SELLERS).exec();
  }

  findActive(id: string): Promise<UserRecord | null> {
    return this.users.findOne({ _id: id, disabled: false }).lean<UserRecord>().exec();
  }

  /**
   * Marks a seller verified (one way); null when the account is no longer a seller. `events` are
   * pushed in the same update, and only by the update that verifies: verifying again tells nobody.
   */
  async markVerified(id: Types.ObjectId, events: OutboxEntry[] = []): Promise<UserRecord | null> {
    const verify = (filter: QueryFilter<User>, update: UpdateQuery<User>) =>
      this.users
        .findOneAndUpdate({ _id: id, role: 'Seller', ...filter }, update, { returnDocument: 'after' })
        .lean<UserRecord>()
        .exec();
    return (
      (await verify(
        { isVerified: { $ne: true } },
        { $set: { isVerified: true }, $push: { outbox: { $each: events } } },
      )) ?? verify({}, { $set: { isVerified: true } })
    );
  }

  /** Every active admin's id (those told of reported listings). */
  async adminIds(): Promise<Types.ObjectId[]> {
    const admins = await this.users
      .find({ role: 'Admin', disabled: false }, { _id: 1 })
      .limit(ADMINS_TOLD)
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return admins.map((a) => a._id);
  }

  /** Lifts an account's suspension (once: null when it is gone or not suspended); `events` go out with the write. */
  reinstate(id: Types.ObjectId, events: OutboxEntry[]): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate(
        { _id: id, disabled: false, suspension: { $exists: true } },
        { $unset: { suspension: 1 }, $push: { outbox: { $each: events } } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  /** Suspends an active account (once: null when it is gone or already suspended); `events` go out with the write. */
  suspend(id: Types.ObjectId, reason: string, events: OutboxEntry[]): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate(
        { _id: id, disabled: false, suspension: { $exists: false } },
        { $set: { suspension: { at: new Date(), reason } }, $push: { outbox: { $each: events } } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  /** Tells an active account something through its outbox (a warning); false when it is gone. */
  async tell(id: Types.ObjectId, events: OutboxEntry[]): Promise<boolean> {
    const told = await this.users
      .updateOne({ _id: id, disabled: false }, { $push: { outbox: { $each: events } } })
      .exec();
    return told.matchedCount === 1;
  }

  /** The names of these accounts by id (a closed account's reads as the deleted account's placeholder). */
  async namesOf(ids: Types.ObjectId[]): Promise<Map<string, string>> {
    const rows = await this.users
      .find({ _id: { $in: ids } }, { name: 1 })
      .lean<{ _id: Types.ObjectId; name: string }[]>()
      .exec();
    return new Map(rows.map((r) => [r._id.toString(), r.name]));
  }

  /** The model, for the outbox dispatcher to sweep (users carry an outbox). */
  get outboxSource(): Model<User> {
    return this.users;
  }

  /** Buyer to Seller, conditional on the account still being an active buyer; null otherwise. */
  promoteToSeller(id: Types.ObjectId): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate(
        { _id: id, role: 'Buyer', disabled: false },
        { $set: { role: 'Seller' } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  /** Keeps the record, marked disabled, so the e-mail cannot come back as a new account. */
  async disable(id: Types.ObjectId): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { disabled: true } }).exec();
  }

  /**
   * A demo account for the seed: the uid is refreshed (a restarted emulator issues new ones);
   * name, role and flags are set only when the account is created.
   */
  ensureDemoAccount(
    email: string,
    uid: string,
    { name, role, isVerified }: Pick<User, 'name' | 'role' | 'isVerified'>,
  ): Promise<UserRecord> {
    return this.users
      .findOneAndUpdate(
        { email },
        { $set: { uid }, $setOnInsert: { name, role, isVerified, disabled: false } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec() as Promise<UserRecord>;
  }

  /** GET /user/role/:email — the caller's own role, or anyone's for an admin. */
  async roleOf(email: string, caller: AuthUser): Promise<Role> {
    const wanted = email.trim().toLowerCase();
    if (wanted !== caller.email && caller.role !== 'Admin')
      throw new ForbiddenException('You can only look up your own role');
    const user = await this.users.findOne({ email: wanted, disabled: false }).lean<UserRecord>().exec();
    if (!user) throw new NotFoundException('No registered user has this e-mail address');
    return user.role;
  }
}
