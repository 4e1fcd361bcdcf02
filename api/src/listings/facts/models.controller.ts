import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth/auth.decorators';
import { modelsOf } from './model-catalogue';

@ApiTags('listings')
@Controller('models')
export class ModelsController {
  @Get()
  @Public()
  @ApiOperation({
    summary: "The model catalogue of a brand (a listing's model is one of these); [] for a brand without one",
  })
  @ApiQuery({ name: 'brand', required: true, example: 'Tesla' })
  @ApiOkResponse({ type: [String] })
  models(@Query('brand') brand?: unknown): string[] {
    if (typeof brand !== 'string' || !brand.trim())
      throw new BadRequestException('brand is required, e.g. /models?brand=Tesla');
    return [...modelsOf(brand)];
  }
}
