import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { RegisteredUser } from '../auth/auth-user';
import type { Page, PageQueryDto } from '../common/paging/paging';
import type { Role } from '../common/roles';
import { AccountDataService } from '../account/account-data.service';
import { ListingsService } from '../listings/listings.service';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import type { UserRecord } from '../users/schemas/user.schema';
import { UserStanding } from '../users/user-standing.service';
import { UsersService } from '../users/users.service';
import { APP_ROUTES } from '../common/app-routes';
import { AuditLog } from '../audit/audit-log';

@Injectable()
export class AdminService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly standing: UserStanding,
    private readonly listings: ListingsService,
    private readonly accounts: AccountDataService,
    private readonly outbox: OutboxDispatcher,
    private readonly audit: AuditLog,
  ) {}

  /** A verification is told through the user document's outbox: the dispatcher sweeps users too. */
  onModuleInit(): void {
    this.outbox.register(this.standing.outboxSource);
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
    const verified = await this.standing.markVerified(seller._id, told);
    if (!verified) throw new ConflictException('The account changed meanwhile; reload and try again');
    await this.listings.markSellerVerified(seller._id);
    await this.outbox.afterWrite(this.standing.outboxSource, seller._id);
    await this.audit.record(caller, { action: 'seller-verified', target: userTarget(seller) });
    return verified;
  }

  /** Buyer to Seller only. */
  async makeSeller(id: string, caller: RegisteredUser): Promise<UserRecord> {
    const buyer = await this.target(id, 'Buyer', caller);
    const seller = await this.standing.promoteToSeller(buyer._id);
    if (!seller) throw new ConflictException('The account changed meanwhile; reload and try again');
    await this.audit.record(caller, { action: 'buyer-made-seller', target: userTarget(buyer) });
    return seller;
  }

  /** Closes the seller's account the way its owner would (AccountDataService), the sign-in kept disabled. */
  async deleteSeller(id: string, caller: RegisteredUser): Promise<{ listingsDeleted: number }> {
    const seller = await this.target(id, 'Seller', caller);
    const closed = await this.accounts.close(seller, 'admin');
    await this.audit.record(caller, { action: 'seller-deleted', target: userTarget(seller) });
    return closed;
  }

  async deleteBuyer(id: string, caller: RegisteredUser): Promise<void> {
    const buyer = await this.target(id, 'Buyer', caller);
    await this.accounts.close(buyer, 'admin');
    await this.audit.record(caller, { action: 'buyer-deleted', target: userTarget(buyer) });
  }

  /** The active account `id`, which must hold `role` and must not be the calling admin. */
  private async target(id: string, role: Role, caller: RegisteredUser): Promise<UserRecord> {
    if (id === caller.userId) throw new ConflictException('Admins cannot change or delete their own account');
    const user = await this.users.findActive(id);
    if (!user) throw new NotFoundException('User not found');
    if (user.role !== role) throw new ConflictException(`This account is a ${user.role}, not a ${role}`);
    return user;
  }
}

const userTarget = (user: UserRecord) => ({
  kind: 'user' as const,
  id: user._id,
  label: `${user.name} (${user.email})`,
});
