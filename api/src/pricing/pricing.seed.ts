import { Injectable } from '@nestjs/common';
import type { SeedExtension } from '../seed/seed-extension';
import { PricingService } from './pricing.service';

/** Rates the seeded cars right away (the seed writes listings directly, past the write listener). */
@Injectable()
export class PricingSeed implements SeedExtension {
  readonly name = 'deal ratings';

  constructor(private readonly pricing: PricingService) {}

  async seed(): Promise<void> {
    await this.pricing.refreshAll();
  }
}
