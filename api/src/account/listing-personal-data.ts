import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { ListingQueries } from '../listings/listing-queries.service';
import { ListingsService } from '../listings/listings.service';
import { DELETED_USER_NAME, deletedUserEmail } from '../users/deleted-user';

/**
 * A seller's listings, through the listings service's own calls. On closure they leave the
 * market (as an admin's deletion of a seller does); the documents stay for price statistics and
 * order history, without the seller's name, e-mail or phone.
 */
@Injectable()
export class ListingPersonalData implements PersonalData {
  constructor(
    private readonly listings: ListingsService,
    private readonly queries: ListingQueries,
  ) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    const listings = await this.queries.ofSeller(userId.toString());
    return { listings: listings.map(({ outbox: _outbox, ...listing }) => listing) };
  }

  /** Returns how many listings left the market. */
  async closeFor(userId: Types.ObjectId): Promise<number> {
    const removed = await this.listings.removeAllOf(userId);
    await this.listings.setSellerFacts(userId, {
      sellerName: DELETED_USER_NAME,
      seller_email: deletedUserEmail(userId),
      phone: '',
    });
    return removed;
  }

  async rename(userId: Types.ObjectId, name: string): Promise<void> {
    await this.listings.setSellerFacts(userId, { sellerName: name });
  }
}
