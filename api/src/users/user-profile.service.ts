import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { DELETED_USER_NAME, deletedUserEmail } from './deleted-user';
import { User, type UserRecord } from './schemas/user.schema';

/** The owner's own record: their profile changes, and its closure. */
@Injectable()
export class UserProfile {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

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
}
