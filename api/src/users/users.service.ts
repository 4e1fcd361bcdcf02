import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { findPage, LIST_PAGE_SIZE, type KeyOrder, type Page, type PageQueryDto } from '../common/paging/paging';
import type { Role } from '../common/roles';
import { User, type UserRecord } from './schemas/user.schema';

/** A bound on one event's recipients among admins: far beyond any real team. */
const ADMINS_TOLD = 100;

/** The accounts with a public seller page. */
const ACTIVE_SELLERS: QueryFilter<User> = { role: 'Seller', disabled: false };

const BY_NAME: KeyOrder = { field: 'name', direction: 1, kind: 'string' };

/**
 * Accounts as others read them. The writes live by job beside it: UserRegistration (sign-up, the
 * seed's demo accounts), UserProfile (the owner's changes and closure), UserStanding (what admins change).
 */
@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

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

  /** The active (not deleted) accounts holding `role`, by name, a page at a time. */
  withRole(role: Role, { limit = LIST_PAGE_SIZE, cursor }: PageQueryDto): Promise<Page<UserRecord>> {
    return findPage<UserRecord>(this.users, { role, disabled: false }, BY_NAME, { limit, cursor });
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

  /** Every active admin's id (those told of reported listings). */
  async adminIds(): Promise<Types.ObjectId[]> {
    const admins = await this.users
      .find({ role: 'Admin', disabled: false }, { _id: 1 })
      .limit(ADMINS_TOLD)
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return admins.map((a) => a._id);
  }

  /** The names of these accounts by id (a closed account's reads as the deleted account's placeholder). */
  async namesOf(ids: Types.ObjectId[]): Promise<Map<string, string>> {
    const rows = await this.users
      .find({ _id: { $in: ids } }, { name: 1 })
      .lean<{ _id: Types.ObjectId; name: string }[]>()
      .exec();
    return new Map(rows.map((r) => [r._id.toString(), r.name]));
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
