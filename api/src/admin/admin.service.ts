import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import type { RegisteredUser } from '../auth/auth-user';
import type { Page, PageQueryDto } from '../common/paging/paging';
import type { Role } from '../common/roles';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { ListingsService } from '../listings/listings.service';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import type { UserRecord } from '../users/schemas/user.schema';
import { UsersService } from '../users/users.service';
import { APP_ROUTES } from '../common/app-routes';

@Injectable()
export class AdminService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly listings: ListingsService,
    @InjectFirebaseAuth() private readonly auth: Auth,
    private readonly outbox: OutboxDispatcher,
  ) {}

  /** A verification is told through the user document's outbox: the dispatcher sweeps users too. */
  onModuleInit(): void {
    this.outbox.register(this.users.outboxSource);
  }

  withRole(role: Role, query: PageQueryDto): Promise<Page<UserRecord>> {
    return this.users.withRole(role, query);
  }

  /** Unverified to verified, one way; the seller's listings get the tick as well. */
  async verifySeller(id: string, caller: RegisteredUser): Promise<UserRecord> {
    const seller = await this.target(id, 'Seller', caller);
    // The seller hears of it from the very update that verifies.
    const told = outboxEntries('seller-verified', [seller._id], {
      title: 'Your seller account is verified',
      body: 'Buyers now see the verified tick on you and on your listings.',
      link: APP_ROUTES.myProducts(),
    });
    const verified = await this.users.markVerified(seller._id, told);
    if (!verified) throw new ConflictException('The account changed meanwhile; reload and try again');
    await this.listings.markSellerVerified(seller._id);
    await this.outbox.afterWrite(this.users.outboxSource, seller._id);
    return verified;
  }

  /** Buyer to Seller only. */
  async makeSeller(id: string, caller: RegisteredUser): Promise<UserRecord> {
    const buyer = await this.target(id, 'Buyer', caller);
    const seller = await this.users.promoteToSeller(buyer._id);
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
    const user = await this.users.findActive(id);
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
    await this.users.disable(user._id);
  }
}
