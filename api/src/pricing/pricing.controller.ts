import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../auth/auth.decorators';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimit } from '../common/throttling/rate-limit';
import { modelProblem } from '../listings/facts/model-catalogue';
import { PriceCheckQueryDto } from './dto/price-check-query.dto';
import { PriceAnalysisView, toPriceAnalysisView } from './price-analysis.views';
import { PricingService } from './pricing.service';

@ApiTags('pricing')
@Controller()
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get('listings/:id/price-analysis')
  @Public()
  @ApiOperation({
    summary: "A listing's deal rating with its work: expected range, comparables count and the comparables' points",
  })
  @ApiOkResponse({ type: PriceAnalysisView })
  async analysis(@Param('id', ParseObjectIdPipe) id: string): Promise<PriceAnalysisView> {
    return toPriceAnalysisView(await this.pricing.analysis(id));
  }

  @Get('price-check')
  @Roles('Seller')
  @RateLimit('priceCheck')
  @ApiOperation({ summary: 'Where a price lands for a car not listed yet (plain thresholds, no stored label)' })
  @ApiOkResponse({ type: PriceAnalysisView })
  async check(@Query() query: PriceCheckQueryDto): Promise<PriceAnalysisView> {
    const problem = modelProblem(query.brand, query.model);
    if (problem) throw new BadRequestException([problem]);
    const { listingId, ...car } = query;
    return toPriceAnalysisView(await this.pricing.check(car, listingId));
  }
}
