// The bench's baseline: a bare node:http server that runs, per request, the same MongoDB driver
// queries the API runs for each measured call, and answers the same JSON, so API/this = what the
// framework and its middleware cost (security headers, CORS, rate limit, request log, ETag):
// - GET /category/1?limit=20: the signed-in user's role look-up (AuthGuard, before the page), then
//   the page and its total together, the total through the API's own totals cache (which reads
//   the listings generation by _id). Keep in step with ListingsService.listPage.
// - GET /listings/{id}: the listing on the market, then its seller's account and active count
//   together, then the seller's rating. Keep in step with ListingsController.detail.
// - GET /categories: the API answers from memory (checking the categories generation about once a
//   second), so this answers the same list read once at start.
import 'reflect-metadata';
import { createServer, type ServerResponse } from 'node:http';
import mongoose from 'mongoose';
import type { ListingRecord } from '../src/listings/schemas/listing.schema';

// The API's own code, compiled (npm run bench builds it first): tsx emits no decorator metadata,
// which the schemas behind these modules need.
const { encodeCursor, sortOrder } =
  require('../dist/listings/listing-page') as typeof import('../src/listings/listing-page');
const { ListingTotals } = require('../dist/listings/listing-totals') as typeof import('../src/listings/listing-totals');
const { toListingView, toListingDetailView } =
  require('../dist/listings/listing.views') as typeof import('../src/listings/listing.views');
const { onMarket } =
  require('../dist/listings/listing-visibility') as typeof import('../src/listings/listing-visibility');
const { toCategoryView } =
  require('../dist/categories/category.view') as typeof import('../src/categories/category.view');
const { SHOWN_REVIEWS } = require('../dist/reviews/seller-ratings') as typeof import('../src/reviews/seller-ratings');

const QUERIED_PAGE = '/category/1?limit=20';
const LISTING_PATH = /^\/listings\/([0-9a-f]{24})$/;
const CATEGORY_ID = 1;
const LIMIT = 20;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Setup {
  mongoUri: string;
  /** The bench buyer whose token the API gets. */
  uid: string;
}

process.once('message', async ({ mongoUri, uid }: Setup) => {
  const client = await mongoose.mongo.MongoClient.connect(mongoUri);
  const db = client.db();
  const users = db.collection('users');
  const listings = db.collection<ListingRecord>('listings');
  const reviews = db.collection('reviews');
  const totals = new ListingTotals(db);
  const filter = { category_id: CATEGORY_ID };
  const totalsKey = JSON.stringify([CATEGORY_ID, '', undefined, undefined, undefined, undefined]);
  const categoriesJson = JSON.stringify(
    (await db.collection('categories').find().sort({ category_id: 1 }).toArray()).map((c) =>
      toCategoryView(c as never),
    ),
  );

  async function categoryPage(res: ServerResponse): Promise<void> {
    const user = await users.findOne({ uid });
    if (!user) throw new Error('bench buyer missing');
    const [rows, total] = await Promise.all([
      listings
        .find(filter)
        .sort(sortOrder('newest'))
        .limit(LIMIT + 1)
        .toArray(),
      totals.get(totalsKey, () => listings.countDocuments(filter)),
    ]);
    const items = rows.slice(0, LIMIT);
    const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, 'X-Total-Count': String(total) };
    if (rows.length > LIMIT)
      headers.Link = `</category/${CATEGORY_ID}?limit=${LIMIT}&cursor=${encodeCursor('newest', items[items.length - 1])}>; rel="next"`;
    res.writeHead(200, headers).end(JSON.stringify(items.map(toListingView)));
  }

  async function listingPage(res: ServerResponse, id: string): Promise<void> {
    const listing = await listings.findOne(onMarket({ _id: new mongoose.Types.ObjectId(id) }) as never);
    if (!listing) return void res.writeHead(404).end();
    const [user, activeListings] = await Promise.all([
      users.findOne({ _id: listing.seller }),
      listings.countDocuments(onMarket({ seller: listing.seller, isSold: false }) as never),
    ]);
    const [rating] = await reviews
      .aggregate<{ average: number; count: number }>([
        { $match: { seller: listing.seller, ...SHOWN_REVIEWS } },
        { $group: { _id: null, average: { $avg: '$rating' }, count: { $sum: 1 } } },
      ])
      .toArray();
    const view = toListingDetailView(listing, {
      _id: listing.seller.toString(),
      name: user?.name ?? listing.sellerName,
      isVerified: user?.isVerified ?? listing.isVerified,
      memberSince: (user?.createdAt ?? listing.seller.getTimestamp()).toISOString(),
      activeListings,
      reviewCount: rating?.count ?? 0,
      ...(rating && { reviewAverage: Math.round(rating.average * 10) / 10 }),
    });
    res.writeHead(200, { 'Content-Type': JSON_TYPE }).end(JSON.stringify(view));
  }

  const server = createServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/categories') return void res.writeHead(200, { 'Content-Type': JSON_TYPE }).end(categoriesJson);
    const listingId = LISTING_PATH.exec(url)?.[1];
    const answer = url === QUERIED_PAGE ? categoryPage(res) : listingId ? listingPage(res, listingId) : null;
    if (!answer) return void res.writeHead(404).end();
    answer.catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    });
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
});
