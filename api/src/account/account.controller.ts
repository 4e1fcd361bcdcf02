import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Post,
  Put,
  Res,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CheckRevoked, CurrentUser, Public } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { RateLimit } from '../common/throttling/rate-limit';
import type { Env } from '../config/env.validation';
import { OwnAccountView, toOwnAccountView } from '../users/user.view';
import type { UserRecord } from '../users/schemas/user.schema';
import { UserProfile } from '../users/user-profile.service';
import { UsersService } from '../users/users.service';
import { AccountDataService } from './account-data.service';
import { PasswordResetDto, UpdateProfileDto } from './dto/account.dto';
import { PasswordResetService } from './password-reset.service';

export class ClosedAccountView {
  @ApiProperty({ description: 'Listings of the account taken off the market' }) listingsDeleted: number;
}

/** The caller's own account: profile, export, closure; and the signed-out "Forgot password?". */
@ApiTags('account')
@Controller()
export class AccountController {
  private readonly freshSignInSeconds: number;

  constructor(
    private readonly users: UsersService,
    private readonly profiles: UserProfile,
    private readonly data: AccountDataService,
    private readonly resets: PasswordResetService,
    config: ConfigService<Env, true>,
  ) {
    this.freshSignInSeconds = config.get('ACCOUNT_DELETION_SIGN_IN_SECONDS', { infer: true });
  }

  @Post('password-reset')
  @Public()
  @HttpCode(204)
  @RateLimit('passwordReset')
  @ApiOperation({
    summary: 'E-mail a password-reset link to this address if it has an account',
    description:
      '204 whatever the address: whether it has an account is never told. 429 past RATE_LIMIT_PASSWORD_RESET_PER_MINUTE requests from one client or PASSWORD_RESETS_PER_ADDRESS_PER_HOUR for one address.',
  })
  @ApiNoContentResponse({ description: 'Asked; a link is on its way if the address has an account' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this client or for this address' })
  async passwordReset(@Body() body: PasswordResetDto): Promise<void> {
    await this.resets.request(body.email);
  }

  @Put('me/profile')
  @ApiOperation({
    summary: "Change the caller's display name, phone and home ZIP (an empty phone or home ZIP removes it)",
  })
  @ApiOkResponse({ type: OwnAccountView })
  async updateProfile(@CurrentUser() caller: RegisteredUser, @Body() body: UpdateProfileDto): Promise<OwnAccountView> {
    const before = await this.own(caller);
    const user = await this.profiles.updateProfile(caller.userId, body);
    if (user.name !== before.name) await this.data.rename(user._id, user.name);
    return toOwnAccountView(user, caller);
  }

  @Get('me/export')
  @ApiOperation({
    summary: 'Everything CarMarket holds about the caller, as a JSON file',
    description:
      'Account, settings, listings, orders and bookings, payments and refunds (no card data), conversations and the messages the caller wrote, reviews, saved searches, wish list, notifications, newsletter.',
  })
  @ApiOkResponse({ description: 'A JSON document, sent as a download', schema: { type: 'object' } })
  async export(
    @CurrentUser() caller: RegisteredUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<Record<string, unknown>> {
    const exported = await this.data.export(await this.own(caller));
    const day = new Date().toISOString().slice(0, 10);
    response
      .header('Content-Disposition', `attachment; filename="carmarket-data-${day}.json"`)
      .header('Cache-Control', 'no-store');
    return exported;
  }

  @Delete('me')
  @CheckRevoked()
  @ApiOperation({
    summary: "Close the caller's account",
    description:
      'Needs a sign-in within ACCOUNT_DELETION_SIGN_IN_SECONDS (the password again, or a fresh Google sign-in): 403 otherwise. Open bookings end (the other side told), listings leave the market, messages and reviews stay under "Deleted user", paid orders and payments are kept without the person, the sign-in account is deleted and a confirmation e-mail goes out.',
  })
  @ApiOkResponse({ type: ClosedAccountView })
  async close(@CurrentUser() caller: RegisteredUser): Promise<ClosedAccountView> {
    // Someone has to stay to run the site: admin accounts are not closed from Settings.
    if (caller.role === 'Admin') throw new ForbiddenException('An admin account cannot be closed from Settings');
    if (Date.now() / 1000 - (caller.authTime ?? 0) > this.freshSignInSeconds)
      throw new ForbiddenException(
        'Confirm it is you: enter your password again (or sign in again) to delete the account',
      );
    return this.data.close(await this.own(caller), 'owner');
  }

  private async own(caller: RegisteredUser): Promise<UserRecord> {
    const user = await this.users.findActive(caller.userId);
    if (!user) throw new NotFoundException('No registered user has this account');
    return user;
  }
}
