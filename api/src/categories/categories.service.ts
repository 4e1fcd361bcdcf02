import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import { toCategoryView, type CategoryView } from './category.view';
import { Category, categoryWriteListeners, type CategoryRecord } from './schemas/category.schema';

/** The categories as served, with the ETag of that JSON. */
export interface CategoryList {
  views: CategoryView[];
  /** The views as JSON, serialised once. */
  json: string;
  etag: string;
  ids: ReadonlySet<number>;
}

/** Writes from another process (npm run seed, a second API instance) show within this time. */
const MAX_AGE_MS = 30_000;

/**
 * Categories are a short, public, rarely changing list read on every listing page: kept in memory.
 * Every write must call invalidate(): writes through the Category model do so by themselves (its
 * schema's write hooks); a write that bypasses the model, or comes from another process, is picked
 * up within MAX_AGE_MS. When several API processes share a database, a future category-writing
 * route must also tell every process (e.g. through the database) to invalidate.
 */
@Injectable()
export class CategoriesService implements OnModuleDestroy {
  private cached: { list: CategoryList; loadedAt: number } | null = null;
  private loading: Promise<CategoryList> | null = null;
  /** Bumped by every invalidate(), so a load that a write overtook is not kept. */
  private generation = 0;
  private readonly onWrite = () => this.invalidate();

  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {
    categoryWriteListeners.add(this.onWrite);
  }

  onModuleDestroy(): void {
    categoryWriteListeners.delete(this.onWrite);
  }

  /** Drop the in-memory copy: the next read goes to the database. */
  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.loading = null;
  }

  async list(): Promise<CategoryList> {
    if (this.cached && Date.now() - this.cached.loadedAt < MAX_AGE_MS) return this.cached.list;
    return (this.loading ??= this.load(this.generation));
  }

  async exists(categoryId: number): Promise<boolean> {
    return (await this.list()).ids.has(categoryId);
  }

  /** One load at a time; once it settles (kept, overtaken or failed) the next read may load again. */
  private load(generation: number): Promise<CategoryList> {
    const loading: Promise<CategoryList> = this.fetch(generation).finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading;
  }

  private async fetch(generation: number): Promise<CategoryList> {
    const records = await this.categories.find().sort({ category_id: 1 }).lean<CategoryRecord[]>().exec();
    const views = records.map(toCategoryView);
    const json = JSON.stringify(views);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    const list = { views, json, etag, ids: new Set(records.map((r) => r.category_id)) };
    // Kept unless a write came in meanwhile; an empty list (a database being set up) is not kept.
    if (generation === this.generation && records.length) this.cached = { list, loadedAt: Date.now() };
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
