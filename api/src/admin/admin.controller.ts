import { Controller, Delete, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { CheckRevoked, CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { PageQueryDto, setPageHeaders, LIST_PAGE_SIZE } from '../common/paging/paging';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { toUserView, UserView } from '../users/user.view';

import { AdminService } from './admin.service';

export class DeletedAccountView {
  @ApiProperty({ example: 1 }) deletedCount: number;
  @ApiPropertyOptional({ description: "Seller deletion: the seller's listings removed" }) listingsDeleted?: number;
}

const PAGED = `At most \`limit\` (default ${LIST_PAGE_SIZE}) rows; headers X-Total-Count and Link: <...>; rel="next" while more pages exist.`;

/** Admin-only user management; every call also checks that the admin's token was not revoked. */
@ApiTags('admin')
@Roles('Admin')
@CheckRevoked()
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('seller')
  @ApiOperation({ summary: 'All sellers, by name; paged', description: PAGED })
  @ApiOkResponse({ type: [UserView] })
  async sellers(
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView[]> {
    const page = await this.admin.withRole('Seller', query);
    setPageHeaders(request, response, page);
    return page.items.map(toUserView);
  }

  @Get('identity/Buyer')
  @ApiOperation({ summary: 'All buyers, by name; paged', description: PAGED })
  @ApiOkResponse({ type: [UserView] })
  async buyers(
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserView[]> {
    const page = await this.admin.withRole('Buyer', query);
    setPageHeaders(request, response, page);
    return page.items.map(toUserView);
  }

  @Put('verify/:id')
  @ApiOperation({ summary: "Verify a seller (one way) and mark the seller's listings verified" })
  @ApiOkResponse({ type: UserView })
  async verify(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<UserView> {
    return toUserView(await this.admin.verifySeller(id, caller));
  }

  @Put('make_seller/:id')
  @ApiOperation({ summary: 'Upgrade a buyer to seller (409 for any other role)' })
  @ApiOkResponse({ type: UserView })
  async makeSeller(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<UserView> {
    return toUserView(await this.admin.makeSeller(id, caller));
  }

  @Delete('seller/:id')
  @ApiOperation({
    summary:
      'Delete a seller: the account closes as DELETE /me closes it (bookings ended, listings removed, name detached), its sign-in disabled and tokens revoked',
  })
  @ApiOkResponse({ type: DeletedAccountView })
  async deleteSeller(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<DeletedAccountView> {
    const { listingsDeleted } = await this.admin.deleteSeller(id, caller);
    return { deletedCount: 1, listingsDeleted };
  }

  @Delete('buyer/:id')
  @ApiOperation({
    summary:
      'Delete a buyer: the account closes as DELETE /me closes it (bookings ended, name detached), its sign-in disabled and tokens revoked',
  })
  @ApiOkResponse({ type: DeletedAccountView })
  async deleteBuyer(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<DeletedAccountView> {
    await this.admin.deleteBuyer(id, caller);
    return { deletedCount: 1 };
  }
}
