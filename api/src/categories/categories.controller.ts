import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { CategoriesService } from './categories.service';
import { CategoryView, toCategoryView } from './category.view';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Every category, by category_id' })
  @ApiOkResponse({ type: [CategoryView] })
  async list(): Promise<CategoryView[]> {
    return (await this.categories.list()).map(toCategoryView);
  }
}
