import { Body, Controller, ForbiddenException, Get, Ip, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AllowUnregistered, CurrentAccount, CurrentUser } from '../auth/auth.decorators';
import type { AuthUser, RegisteredUser } from '../auth/auth-user';
import { RateLimit } from '../common/throttling/rate-limit';
import { RegisterUserDto, RegisterUserQueryDto } from './dto/register-user.dto';
import { ROLES, type Role } from '../common/roles';
import { OwnAccountView, toOwnAccountView, toUserView, UserView } from './user.view';
import { UserRegistration } from './user-registration.service';
import type { UserRecord } from './schemas/user.schema';
import { UsersService } from './users.service';

export class RoleView {
  @ApiProperty({ enum: ROLES, enumName: 'Role', description: 'The role' })
  position: Role;
}

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly registration: UserRegistration,
  ) {}

  @Post('users')
  @AllowUnregistered()
  @RateLimit('registration')
  @ApiOperation({
    summary: 'Register the signed-in account (201 when new, 200 when it already exists)',
    description:
      '429 once NEW_ACCOUNTS_PER_IP_PER_DAY accounts were registered from the same client address in 24 hours.',
  })
  @ApiCreatedResponse({ type: UserView, description: 'Registered now' })
  @ApiOkResponse({ type: UserView, description: 'Already registered: the stored account, unchanged' })
  async register(
    @CurrentUser() caller: AuthUser,
    @Query() query: RegisterUserQueryDto,
    @Body() body: RegisterUserDto,
    @Ip() clientAddress: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView> {
    if (query.email !== undefined && query.email.toLowerCase() !== caller.email) {
      throw new ForbiddenException('You can only register your own account');
    }
    const { user, created } = await this.registration.register(caller, body, clientAddress);
    response.status(created ? 201 : 200);
    return toUserView(user);
  }

  @Get('user/role/:email')
  @AllowUnregistered()
  @ApiOperation({ summary: "The role ('position') of the caller, or of anyone for an admin" })
  @ApiOkResponse({ type: RoleView })
  async role(@CurrentUser() caller: AuthUser, @Param('email') email: string): Promise<RoleView> {
    return { position: await this.users.roleOf(email, caller) };
  }

  @Get('me')
  @ApiOperation({
    summary:
      "The caller's own account (its id tells the frontends which side of a conversation or listing is the caller's)",
  })
  @ApiOkResponse({ type: OwnAccountView })
  me(@CurrentUser() caller: RegisteredUser, @CurrentAccount() account: UserRecord): OwnAccountView {
    return toOwnAccountView(account, caller);
  }
}
