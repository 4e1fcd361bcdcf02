import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { PricingController } from './pricing.controller';
import { PricingSeed } from './pricing.seed';
import { PricingService } from './pricing.service';

@Module({
  imports: [ListingsModule],
  controllers: [PricingController],
  providers: [PricingService, PricingSeed],
  exports: [PricingService, PricingSeed],
})
export class PricingModule {}
