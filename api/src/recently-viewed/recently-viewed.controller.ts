import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ViewedDto } from './dto/viewed.dto';
import { RecentlyViewedService } from './recently-viewed.service';
import { RecentlyViewedView } from './recently-viewed.views';

@ApiTags('recently-viewed')
@Controller('me/recently-viewed')
export class RecentlyViewedController {
  constructor(private readonly recentlyViewed: RecentlyViewedService) {}

  @Get()
  @ApiOperation({ summary: "The caller's last 20 opened cars, newest first; sold or removed ones marked by status" })
  @ApiOkResponse({ type: [RecentlyViewedView] })
  list(@CurrentUser() caller: RegisteredUser): Promise<RecentlyViewedView[]> {
    return this.recentlyViewed.list(caller);
  }

  @Put(':listingId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Record that the caller opened a car (idempotent; keeps the latest time; 404 for a car not listed)',
  })
  @ApiNoContentResponse()
  record(
    @CurrentUser() caller: RegisteredUser,
    @Param('listingId', ParseObjectIdPipe) listingId: string,
    @Body() body: ViewedDto = {},
  ): Promise<void> {
    return this.recentlyViewed.record(caller, listingId, body?.viewedAt);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Clear the caller's recently viewed cars" })
  @ApiNoContentResponse()
  clear(@CurrentUser() caller: RegisteredUser): Promise<void> {
    return this.recentlyViewed.clear(caller);
  }
}
