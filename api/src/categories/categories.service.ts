import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { etagOf } from '../common/http/http-caching';
import type { Model, mongo } from 'mongoose';
import { GENERATIONS_COLLECTION } from '../listings/listing-totals';
import { toCategoryView, type CategoryView } from './category.view';
import { Category, categoryWriteListeners, type CategoryRecord } from './schemas/category.schema';

/** The categories as served, with the ETag of that JSON. */
export interface CategoryList {
  views: CategoryView[];
  /** The views as JSON, serialised once. */
  json: string;
  /** The JSON's length in bytes (its Content-Length). */
  bytes: number;
  etag: string;
  ids: ReadonlySet<number>;
}

/** A copy this old asks the database whether another process wrote categories (one read by _id). */
export const CHECK_EVERY_MS = 1000;
/** A write that bypassed the generation too (a mongosh session) shows within this time. */
const MAX_AGE_MS = 30_000;
const CATEGORIES = 'categories';

interface Cached {
  list: CategoryList;
  /** The categories generation the list was loaded in. */
  generation: number;
  loadedAt: number;
  checkedAt: number;
}

/**
 * Categories are a short, public, rarely changing list read on every listing page: kept in memory
 * in each API process, stamped with the categories generation, a number in
 * `generations/{_id: 'categories'}` that every write through the Category model increments (its
 * schema's write hooks call invalidate()). A process asks for that number at most once per
 * CHECK_EVERY_MS, so a write made through any process shows on every process within that time,
 * and most requests are answered without a database read or a promise (current()). No route
 * writes categories today (the seed does); a write that bypasses the model must bump the
 * generation too, or it shows within MAX_AGE_MS.
 */
@Injectable()
export class CategoriesService implements OnModuleDestroy {
  private cached: Cached | null = null;
  private refreshing: Promise<CategoryList> | null = null;
  /** Bumped by every local invalidate(), so a load that a write overtook is not kept. */
  private writes = 0;
  private readonly onWrite = () => this.invalidate();

  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {
    categoryWriteListeners.add(this.onWrite);
  }

  onModuleDestroy(): void {
    categoryWriteListeners.delete(this.onWrite);
  }

  private get generations(): mongo.Collection<{ _id: string; n: number }> {
    return this.categories.db.collection<{ _id: string; n: number }>(
      GENERATIONS_COLLECTION,
    ) as unknown as mongo.Collection<{ _id: string; n: number }>;
  }

  /**
   * Drop this process's copy at once and tell every other process (the generation). Resolves
   * when the generation is written; the model's write hooks wait for it.
   */
  invalidate(): Promise<void> {
    this.writes += 1;
    this.cached = null;
    this.refreshing = null;
    return this.generations.updateOne({ _id: CATEGORIES }, { $inc: { n: 1 } }, { upsert: true }).then(() => undefined);
  }

  /** The list when this process's copy is recent enough to answer without asking the database. */
  current(): CategoryList | undefined {
    const cached = this.cached;
    if (!cached) return undefined;
    const now = Date.now();
    return now - cached.checkedAt < CHECK_EVERY_MS && now - cached.loadedAt < MAX_AGE_MS ? cached.list : undefined;
  }

  async list(): Promise<CategoryList> {
    return this.current() ?? (this.refreshing ??= this.refresh());
  }

  async exists(categoryId: number): Promise<boolean> {
    return (await this.list()).ids.has(categoryId);
  }

  /** One refresh at a time: the generation, then the list only if it changed (or is old). */
  private refresh(): Promise<CategoryList> {
    const writes = this.writes;
    const refreshing: Promise<CategoryList> = (async () => {
      const generation = (await this.generations.findOne({ _id: CATEGORIES }))?.n ?? 0;
      const cached = this.cached;
      const now = Date.now();
      if (cached && cached.generation === generation && now - cached.loadedAt < MAX_AGE_MS && writes === this.writes) {
        cached.checkedAt = now;
        return cached.list;
      }
      return this.fetch(generation, writes);
    })().finally(() => {
      if (this.refreshing === refreshing) this.refreshing = null;
    });
    return refreshing;
  }

  private async fetch(generation: number, writes: number): Promise<CategoryList> {
    const records = await this.categories.find().sort({ category_id: 1 }).lean<CategoryRecord[]>().exec();
    const views = records.map(toCategoryView);
    const json = JSON.stringify(views);
    const etag = etagOf(json);
    const list = { views, json, bytes: Buffer.byteLength(json), etag, ids: new Set(records.map((r) => r.category_id)) };
    // Kept unless a write came in meanwhile; an empty list (a database being set up) is not kept.
    const now = Date.now();
    if (writes === this.writes && records.length) this.cached = { list, generation, loadedAt: now, checkedAt: now };
    return list;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.categories.estimatedDocumentCount().exec()) === 0;
  }

  /** Inserts the categories whose category_id is not stored yet; stored ones are never changed. */
  async addMissing(categories: readonly Category[]): Promise<void> {
    await this.categories.bulkWrite(
      categories.map((c) => ({
        updateOne: { filter: { category_id: c.category_id }, update: { $setOnInsert: { ...c } }, upsert: true },
      })),
    );
  }
}
