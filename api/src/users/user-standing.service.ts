import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types, UpdateQuery } from 'mongoose';
import type { OutboxEntry } from '../notifications/outbox';
import { User, type UserRecord } from './schemas/user.schema';

/**
 * What admins change on someone's account: the role, the seller's verification, a suspension or
 * a warning. Each write is conditional on the account's state, and what it tells the person goes
 * out through the account's outbox in the same update.
 */
@Injectable()
export class UserStanding {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

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
        { $set: { isVerified: true }, $unset: { verificationRequestedAt: 1 }, $push: { outbox: { $each: events } } },
      )) ?? verify({}, { $set: { isVerified: true }, $unset: { verificationRequestedAt: 1 } })
    );
  }

  /**
   * An active, unverified seller asks to be verified, once: null when the account is not that or
   * asked already. `events` (the admins' notifications) go out with the write.
   */
  requestVerification(id: Types.ObjectId, events: OutboxEntry[]): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate(
        {
          _id: id,
          role: 'Seller',
          disabled: false,
          isVerified: { $ne: true },
          verificationRequestedAt: { $exists: false },
        },
        { $set: { verificationRequestedAt: new Date() }, $push: { outbox: { $each: events } } },
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

  /** Tells an active account something through its outbox (a warning); false when it is gone. */
  async tell(id: Types.ObjectId, events: OutboxEntry[]): Promise<boolean> {
    const told = await this.users
      .updateOne({ _id: id, disabled: false }, { $push: { outbox: { $each: events } } })
      .exec();
    return told.matchedCount === 1;
  }

  /** The model, for the outbox dispatcher to sweep (users carry an outbox). */
  get outboxSource(): Model<User> {
    return this.users;
  }
}
