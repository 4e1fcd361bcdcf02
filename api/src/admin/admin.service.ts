import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Auth } from 'firebase-admin/auth';
import type { Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { ListingsService } from '../listings/listings.service';
import type { Role } from '../common/roles';
import { User, type UserRecord } from '../users/schemas/user.schema';

@Injectable()
export class AdminService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly listings: ListingsService,
    @InjectFirebaseAuth() private readonly auth: Auth,
  ) {}

  withRole(role: Role): Promise<UserRecord[]> {
    return this.users.find({ role, disabled: false }).sort({ name: 1, _id: 1 }).lean<UserRecord[]>().exec();
  }

  /** Unverified to verified, one way; the seller's listings get the tick as well. */
  async verifySeller(id: string, caller: RegisteredUser): Promise<UserRecord> {
    const seller = await this.target(id, 'Seller', caller);
    const verified = await this.users
      .findOneAndUpdate({ _id: seller._id, role: 'Seller' }, { $set: { isVerified: true } }, { returnDocument: 'after' })
      .lean<UserRecord>()
      .exec();
    if (!verified) throw new ConflictException('The account changed meanwhile; reload and try again');
    await this.listings.markSellerVerified(seller._id);
    return verified;
  }

  /** Buyer to Seller only. */
  async makeSeller(id: string, caller: RegisteredUser): Promise<UserRecord> {
    const buyer = await this.target(id, 'Buyer', caller);
    const seller = await this.users
      .findOneAndUpdate({ _id: buyer._id, role: 'Buyer', disabled: false }, { $set: { role: 'Seller' } }, { returnDocument: 'after' })
      .lean<UserRecord>()
      .exec();
    if (!seller) throw new ConflictException('The account changed meanwhile; reload and try again');
    return seller;
  }

  /** Removes the seller's listings, disables the sign-in account and ends its sessions. */
  async deleteSeller(id: string, caller: RegisteredUser): Promise<{ listingsDeleted: number }> {
    const seller = await this.target(id, 'Seller', caller);
    await this.closeAccount(seller);
    return { listingsDeleted: await this.listings.removeAllOf(seller._id) };
  }

  async deleteBuyer(id: string, caller: RegisteredUser): Promise<void> {
    await this.closeAccount(await this.target(id, 'Buyer', caller));
  }

  /** The active account `id`, which must hold `role` and must not be the calling admin. */
  private async target(id: string, role: Role, caller: RegisteredUser): Promise<UserRecord> {
    if (id === caller.userId) throw new ConflictException('Admins cannot change or delete their own account');
    const user = await this.users.findOne({ _id: id, disabled: false }).lean<UserRecord>().exec();
    if (!user) throw new NotFoundException('User not found');
    if (user.role !== role) throw new ConflictException(`This account is a ${user.role}, not a ${role}`);
    return user;
  }

  /**
   * Sign-in first (disable + revoke, so existing tokens stop working on checked calls at once and
   * the role lookup fails on the rest), then the record is kept but marked disabled so the e-mail
   * cannot come back as a new account.
   */
  private async closeAccount(user: UserRecord): Promise<void> {
    if (user.uid) {
      try {
        await this.auth.updateUser(user.uid, { disabled: true });
        await this.auth.revokeRefreshTokens(user.uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    }
    await this.users.updateOne({ _id: user._id }, { $set: { disabled: true } }).exec();
  }
}
