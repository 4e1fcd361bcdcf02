// The second baseline: a bare node:http server that runs, per request, the same MongoDB driver
// queries the API runs for GET /category/1?limit=20 (so API/this = what the framework and
// middleware cost): the signed-in user's role look-up (AuthGuard, before the page), then the page
// and its total together, the total through the API's own totals cache (which reads the listings
// generation by _id). Categories come from the API's memory (no query). Keep this in step with
// ListingsService.listPage.
import 'reflect-metadata';
import { createServer } from 'node:http';
import mongoose from 'mongoose';
import type { ListingRecord } from '../src/listings/schemas/listing.schema';

// The API's own code, compiled (npm run bench builds it first): tsx emits no decorator metadata,
// which the schemas behind these modules need.
const { encodeCursor, sortOrder } =
  require('../dist/listings/listing-page') as typeof import('../src/listings/listing-page');
const { ListingTotals } = require('../dist/listings/listing-totals') as typeof import('../src/listings/listing-totals');
const { toListingView } = require('../dist/listings/listing.views') as typeof import('../src/listings/listing.views');

const QUERIED_PAGE = '/category/1?limit=20';
const CATEGORY_ID = 1;
const LIMIT = 20;

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
  const totals = new ListingTotals(db);
  const filter = { category_id: CATEGORY_ID };
  const totalsKey = JSON.stringify([CATEGORY_ID, '', undefined, undefined, undefined, undefined]);

  const server = createServer((req, res) => {
    if (req.url !== QUERIED_PAGE) {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
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
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Total-Count': String(total),
      };
      if (rows.length > LIMIT)
        headers.Link = `</category/${CATEGORY_ID}?limit=${LIMIT}&cursor=${encodeCursor('newest', items[items.length - 1])}>; rel="next"`;
      res.writeHead(200, headers).end(JSON.stringify(items.map(toListingView)));
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    });
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
});
