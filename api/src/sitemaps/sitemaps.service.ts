// What the sitemap lists, as absolute URLs on the web app's origin (PUBLIC_APP_URL; the shell's
// server proxies these files there): home and blog, every listing on the market, every seller's
// page. Files of listings and sellers hold at most SITEMAP_URLS_PER_FILE URLs each and are read
// from a database cursor while they are sent.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_ROUTES } from '../common/app-routes';
import type { Env } from '../config/env.validation';
import { ListingQueries } from '../listings/listing-queries.service';
import { UsersService } from '../users/users.service';
import { sitemapIndex, urlSet } from './sitemap-xml';

/** The files' paths on the app's origin (the controller's routes, the shell's proxy). */
export const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  listings: (n: number) => `/sitemaps/listings-${n}.xml`,
  sellers: (n: number) => `/sitemaps/sellers-${n}.xml`,
} as const;

@Injectable()
export class Sitemaps {
  private readonly appUrl: string;
  private readonly perFile: number;

  constructor(
    private readonly listings: ListingQueries,
    private readonly users: UsersService,
    config: ConfigService<Env, true>,
  ) {
    this.appUrl = config.get('PUBLIC_APP_URL', { infer: true }).replace(/\/$/, '');
    this.perFile = config.get('SITEMAP_URLS_PER_FILE', { infer: true });
  }

  /** The index: the pages file, then as many listing and seller files as their counts fill. */
  async index(): Promise<string> {
    const [listings, sellers] = await Promise.all([this.listings.countOnMarket(), this.users.countActiveSellers()]);
    const numbers = (count: number) => Array.from({ length: Math.ceil(count / this.perFile) }, (_, i) => i + 1);
    return sitemapIndex([
      this.url(SITEMAP_PATHS.pages),
      ...numbers(listings).map((n) => this.url(SITEMAP_PATHS.listings(n))),
      ...numbers(sellers).map((n) => this.url(SITEMAP_PATHS.sellers(n))),
    ]);
  }

  pages(): AsyncGenerator<string> {
    return urlSet([{ loc: this.url(APP_ROUTES.home()) }, { loc: this.url(APP_ROUTES.blog()) }]);
  }

  /** File `n` of the listings' pages; null when it holds none (past the last file). */
  async listingsFile(n: number): Promise<AsyncGenerator<string> | null> {
    const rows = await unlessEmpty(this.listings.onMarketIds(n, this.perFile));
    return (
      rows &&
      urlSet(
        mapAsync(rows, (l) => ({ loc: this.url(APP_ROUTES.listing(l._id)), lastmod: l.updatedAt ?? l.poste_date })),
      )
    );
  }

  /** File `n` of the sellers' pages; null when it holds none. */
  async sellersFile(n: number): Promise<AsyncGenerator<string> | null> {
    const rows = await unlessEmpty(this.users.activeSellerIds(n, this.perFile));
    return rows && urlSet(mapAsync(rows, (s) => ({ loc: this.url(APP_ROUTES.seller(s._id)) })));
  }

  private url(path: string): string {
    return `${this.appUrl}${path}`;
  }
}

/** The same items, or null when there are none: read ahead by one, so an empty file can be a 404. */
async function unlessEmpty<T>(items: AsyncIterable<T>): Promise<AsyncIterable<T> | null> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return null;
  return (async function* () {
    try {
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A client that goes away mid-file closes the database cursor.
      await iterator.return?.();
    }
  })();
}

async function* mapAsync<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}
