import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { CreateSavedSearchDto } from './dto/saved-search.dto';
import { SavedSearchView, toSavedSearchView } from './saved-search.views';
import { SavedSearchesService } from './saved-searches.service';

@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Post()
  @ApiOperation({
    summary: 'Save the filters of a category or search page (any signed-in account)',
    description:
      '400 for a path the list calls would refuse (an unknown category included); 409 past 20 saved searches.',
  })
  @ApiCreatedResponse({ type: SavedSearchView })
  async create(@CurrentUser() caller: RegisteredUser, @Body() body: CreateSavedSearchDto): Promise<SavedSearchView> {
    return toSavedSearchView(await this.searches.create(caller, body));
  }

  @Get()
  @ApiOperation({ summary: "The caller's saved searches, newest first, with their new-match counts" })
  @ApiOkResponse({ type: [SavedSearchView] })
  async list(@CurrentUser() caller: RegisteredUser): Promise<SavedSearchView[]> {
    return (await this.searches.list(caller)).map(toSavedSearchView);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "Delete one of the caller's saved searches (404 for anyone else's)" })
  @ApiNoContentResponse()
  async remove(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    await this.searches.remove(caller, id);
  }

  @Put(':id/seen')
  @HttpCode(204)
  @ApiOperation({ summary: 'The caller opened the saved search: its new matches go back to 0' })
  @ApiNoContentResponse()
  async seen(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    await this.searches.seen(caller, id);
  }
}
