// An unverified seller asks the admins to verify them: once, told to every admin the way a report
// is (a notification and its e-mail); the admins' seller list shows the request until they verify.
import { ConflictException, Controller, HttpCode, Injectable, NotFoundException, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { formatDateTime } from '../common/format/reader-words';
import { APP_ROUTES } from '../common/app-routes';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import type { UserRecord } from '../users/schemas/user.schema';
import { UserStanding } from '../users/user-standing.service';
import { OwnAccountView, toOwnAccountView } from '../users/user.view';
import { UsersService } from '../users/users.service';

@Injectable()
export class VerificationRequests {
  constructor(
    private readonly users: UsersService,
    private readonly standing: UserStanding,
    private readonly outbox: OutboxDispatcher,
  ) {}

  /** 409 when the seller is verified already or asked before (the date says when). */
  async request(caller: RegisteredUser): Promise<UserRecord> {
    const seller = await this.users.findActive(caller.userId);
    if (!seller) throw new NotFoundException('User not found');
    const told = outboxEntries('verification-requested', await this.users.adminIds(), {
      title: `${seller.name} asked to be verified`,
      body: `${seller.name} (${seller.email}) asked for the verified tick. Check their details and listings in All Sellers.`,
      link: APP_ROUTES.allSellers(),
    });
    const requested = await this.standing.requestVerification(seller._id, told);
    if (!requested) {
      if (seller.isVerified) throw new ConflictException('Your seller account is verified already');
      if (seller.verificationRequestedAt)
        throw new ConflictException(`You asked on ${formatDateTime(seller.verificationRequestedAt)} already`);
      throw new ConflictException('The account changed meanwhile; reload and try again');
    }
    await this.outbox.afterWrite(this.standing.outboxSource, seller._id);
    return requested;
  }
}

@ApiTags('users')
@Controller('me')
export class VerificationRequestController {
  constructor(private readonly requests: VerificationRequests) {}

  @Post('verification-request')
  @Roles('Seller')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'An unverified seller asks the admins to verify them, once (every admin is notified); 409 when verified already or asked before',
  })
  @ApiOkResponse({ type: OwnAccountView })
  async request(@CurrentUser() caller: RegisteredUser): Promise<OwnAccountView> {
    return toOwnAccountView(await this.requests.request(caller), caller);
  }
}
