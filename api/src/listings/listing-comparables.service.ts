// What pricing reads of listings (cars to compare, the models for sale) and the one field it
// writes: a listing's deal rating.
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types } from 'mongoose';
import { brandKey } from './facts/model-catalogue';
import { dealKeyOf } from './listing-sort-keys';
import { ListingStore } from './listing-store';
import { onMarket } from './listing-visibility';
import { Listing, type ListingRating, type ListingRecord } from './schemas/listing.schema';

/** A car's facts and price as pricing compares them. */
export type ComparableCar = Pick<
  ListingRecord,
  '_id' | 'model' | 'year' | 'mileage' | 'sale_price' | 'poste_date' | 'withdrawn'
>;

export interface ComparablesQuery {
  brand: string;
  /** Left out: every model of the brand. */
  model?: string;
  yearFrom: number;
  yearTo: number;
  postedSince: Date;
  excludeId?: Types.ObjectId;
  /** The newest this many; left out: all. */
  limit?: number;
}

@Injectable()
export class ListingComparables {
  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly store: ListingStore,
  ) {}

  /**
   * Cars to compare a car with: the brand (as matched: the stored brandKey) and model, model years
   * in range, posted since the date (booked, sold and withdrawn ones too: a car taken off the
   * market still tells what such cars cost), with year and mileage given; the newest first.
   */
  comparableCars(q: ComparablesQuery): Promise<ComparableCar[]> {
    const filter: QueryFilter<Listing> = {
      brandKey: brandKey(q.brand),
      ...(q.model !== undefined ? { model: q.model } : { model: { $exists: true, $ne: null } }),
      poste_date: { $gte: q.postedSince },
      year: { $gte: q.yearFrom, $lte: q.yearTo },
      mileage: { $exists: true, $ne: null },
      ...(q.excludeId && { _id: { $ne: q.excludeId } }),
    };
    return this.listings
      .find(filter, { _id: 1, model: 1, year: 1, mileage: 1, sale_price: 1, poste_date: 1, withdrawn: 1 })
      .sort({ poste_date: -1 })
      .limit(q.limit ?? 0)
      .lean<ComparableCar[]>()
      .exec();
  }

  /** The brands (as matched) and models of the cars for sale: the periodic re-rating works a model at a time. */
  async modelsForSale(): Promise<{ brandKey: string; model: string | null }[]> {
    const groups = await this.listings
      .aggregate<{ _id: { brandKey?: string; model?: string | null } }>([
        { $match: onMarket({ isSold: false }) },
        { $group: { _id: { brandKey: '$brandKey', model: '$model' } } },
      ])
      .exec();
    return groups.map(({ _id }) => ({ brandKey: _id.brandKey ?? '', model: _id.model ?? null }));
  }

  /** The cars for sale of one brand and model (null: those without a model). */
  forSaleOfModel(brand: string, model: string | null): Promise<ListingRecord[]> {
    return this.listings
      .find(onMarket({ isSold: false, brandKey: brand, model }))
      .lean<ListingRecord[]>()
      .exec();
  }

  /** Stores a listing's deal rating (computed by the pricing service) and its best-deal sort key. False when the listing is gone. */
  async setRating(id: Types.ObjectId, rating: ListingRating): Promise<boolean> {
    const { matched } = await this.store.changeAll(
      { _id: id },
      { $set: { rating, dealKey: dealKeyOf(rating.price, rating.expected) } },
    );
    return matched > 0;
  }
}
