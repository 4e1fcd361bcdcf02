/**
 * Conformance: everything here goes through the official `mongodb` driver or mongoose, so
 * the same assertions hold against a real MongoDB (set MONGODB_URI) and embedded-mongo.
 */
import {
  Double,
  Long,
  MongoClient,
  MongoServerError,
  ObjectId,
  type Collection,
  type Db,
  type Document,
} from 'mongodb';
import mongoose from 'mongoose';
import { startTarget, uniqueDbName, type Target } from './target';

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  client = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
  db = client.db(uniqueDbName('driver'));
});

afterAll(async () => {
  await db?.dropDatabase();
  await client?.close();
  await target?.stop();
});

let counter = 0;
function freshCollection<T extends Document = Document>(): Collection<T> {
  return db.collection<T>(`c${++counter}`);
}

const cars = [
  {
    make: 'VW',
    model: 'Golf',
    year: 2015,
    price: 9000,
    tags: ['hatch', 'diesel'],
    owner: { city: 'Berlin', rating: 4 },
  },
  { make: 'BMW', model: 'X5', year: 2019, price: 42000, tags: ['suv'], owner: { city: 'Munich', rating: 5 } },
  {
    make: 'Audi',
    model: 'A4',
    year: 2017,
    price: 21000,
    tags: ['sedan', 'diesel'],
    owner: { city: 'Berlin', rating: 3 },
  },
  { make: 'VW', model: 'Polo', year: 2012, price: 5000, tags: [], owner: { city: 'Hamburg', rating: 4 } },
  { make: 'Tesla', model: '3', year: 2021, price: 35000, electric: true, owner: { city: 'Munich', rating: 5 } },
];

async function seededCars(): Promise<Collection> {
  const collection = freshCollection();
  await collection.insertMany(cars.map((car) => ({ ...car })));
  return collection;
}

const models = async (
  collection: Collection,
  filter: object,
  sort: Record<string, 1 | -1> = { model: 1 },
): Promise<string[]> => (await collection.find(filter).sort(sort).toArray()).map((doc) => doc.model as string);

describe('CRUD', () => {
  test('insert, read, update, replace and delete single documents', async () => {
    const collection = freshCollection();
    const { insertedId } = await collection.insertOne({ name: 'a', n: 1 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(await collection.findOne({ _id: insertedId })).toEqual({ _id: insertedId, name: 'a', n: 1 });

    const updated = await collection.updateOne({ _id: insertedId }, { $set: { n: 2 } });
    expect(updated).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const unchanged = await collection.updateOne({ _id: insertedId }, { $set: { n: 2 } });
    expect(unchanged).toMatchObject({ matchedCount: 1, modifiedCount: 0 });

    await collection.replaceOne({ _id: insertedId }, { name: 'b' });
    expect(await collection.findOne({ _id: insertedId })).toEqual({ _id: insertedId, name: 'b' });

    expect((await collection.deleteOne({ _id: insertedId })).deletedCount).toBe(1);
    expect(await collection.findOne({ _id: insertedId })).toBeNull();
  });

  test('insertMany keeps given ids and deleteMany removes every match', async () => {
    const collection = freshCollection();
    const result = await collection.insertMany([{ _id: 'x' as never, v: 1 }, { v: 2 }, { v: 3 }]);
    expect(result.insertedCount).toBe(3);
    expect(await collection.findOne({ _id: 'x' as never })).toEqual({ _id: 'x', v: 1 });
    expect((await collection.deleteMany({ v: { $gte: 2 } })).deletedCount).toBe(2);
    expect(await collection.countDocuments()).toBe(1);
  });

  test('a duplicate _id is rejected with E11000 and the first document stays', async () => {
    const collection = freshCollection();
    await collection.insertOne({ _id: 7 as never, v: 'first' });
    const error = await collection.insertOne({ _id: 7 as never, v: 'second' }).catch((e: MongoServerError) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(11000);
    expect((error as MongoServerError).message).toContain(`index: _id_ dup key: { _id: 7 }`);
    expect(await collection.find().toArray()).toEqual([{ _id: 7, v: 'first' }]);
  });
});

describe('query operators', () => {
  let collection: Collection;
  beforeAll(async () => {
    collection = await seededCars();
  });

  test('$in, $nin, $ne', async () => {
    expect(await models(collection, { make: { $in: ['BMW', 'Audi'] } })).toEqual(['A4', 'X5']);
    expect(await models(collection, { make: { $nin: ['VW', 'Tesla'] } })).toEqual(['A4', 'X5']);
    expect(await models(collection, { make: { $ne: 'VW' } })).toEqual(['3', 'A4', 'X5']);
  });

  test('$regex with options', async () => {
    expect(await models(collection, { model: { $regex: '^x', $options: 'i' } })).toEqual(['X5']);
    expect(await models(collection, { model: { $regex: '^x' } })).toEqual([]);
    expect(await models(collection, { make: /^v/i })).toEqual(['Golf', 'Polo']);
  });

  test('$elemMatch, $exists and array equality on an element', async () => {
    expect(await models(collection, { tags: 'diesel' })).toEqual(['A4', 'Golf']);
    expect(await models(collection, { tags: { $elemMatch: { $in: ['suv', 'sedan'] } } })).toEqual(['A4', 'X5']);
    expect(await models(collection, { electric: { $exists: true } })).toEqual(['3']);
    expect(await models(collection, { tags: { $exists: false } })).toEqual(['3']);
    expect(await models(collection, { tags: { $size: 0 } })).toEqual(['Polo']);
  });

  test('$or, $and and dotted paths', async () => {
    expect(await models(collection, { $or: [{ year: { $lt: 2013 } }, { 'owner.city': 'Munich' }] })).toEqual([
      '3',
      'Polo',
      'X5',
    ]);
    expect(await models(collection, { $and: [{ 'owner.city': 'Berlin' }, { 'owner.rating': { $gte: 4 } }] })).toEqual([
      'Golf',
    ]);
    expect(await models(collection, { 'owner.rating': 5, price: { $gt: 40000 } })).toEqual(['X5']);
  });

  test('$elemMatch over arrays of sub-documents and dotted paths into them', async () => {
    const orders = freshCollection();
    await orders.insertMany([
      {
        n: 1,
        items: [
          { sku: 'a', qty: 1 },
          { sku: 'b', qty: 5 },
        ],
      },
      { n: 2, items: [{ sku: 'a', qty: 5 }] },
    ]);
    const ns = async (filter: object): Promise<number[]> =>
      (await orders.find(filter).sort({ n: 1 }).toArray()).map((d) => d.n);
    expect(await ns({ items: { $elemMatch: { sku: 'a', qty: 5 } } })).toEqual([2]);
    expect(await ns({ 'items.sku': 'a', 'items.qty': 5 })).toEqual([1, 2]);
    expect(await ns({ 'items.1.sku': 'b' })).toEqual([1]);
  });
});

describe('sort, skip, limit, projection', () => {
  let collection: Collection;
  beforeAll(async () => {
    collection = await seededCars();
  });

  test('sort on several keys', async () => {
    expect(await models(collection, {}, { make: 1, year: -1 })).toEqual(['A4', 'X5', '3', 'Golf', 'Polo']);
    expect(await models(collection, {}, { 'owner.city': -1, price: 1 })).toEqual(['3', 'X5', 'Polo', 'Golf', 'A4']);
  });

  test('skip and limit page through a sorted result', async () => {
    const page = await collection.find().sort({ price: 1 }).skip(1).limit(2).toArray();
    expect(page.map((d) => d.model)).toEqual(['Golf', 'A4']);
  });

  test('inclusion and exclusion projections', async () => {
    const included = await collection.findOne({ model: 'X5' }, { projection: { make: 1, 'owner.city': 1 } });
    expect(Object.keys(included!)).toEqual(['_id', 'make', 'owner']);
    expect(included!.owner).toEqual({ city: 'Munich' });
    const excluded = await collection.findOne({ model: 'X5' }, { projection: { _id: 0, owner: 0, tags: 0 } });
    expect(excluded).toEqual({ make: 'BMW', model: 'X5', year: 2019, price: 42000 });
  });
});

describe('cursors', () => {
  test('a cursor with a small batchSize returns every document over several getMores', async () => {
    const collection = freshCollection();
    await collection.insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
    const getMores: number[] = [];
    const monitored = await MongoClient.connect(target.uri, { monitorCommands: true });
    monitored.on('commandStarted', (event) => {
      if (event.commandName === 'getMore') getMores.push(event.requestId);
    });
    const seen = await monitored
      .db(db.databaseName)
      .collection(collection.collectionName)
      .find({}, { batchSize: 7 })
      .sort({ i: 1 })
      .toArray();
    await monitored.close();
    expect(seen.map((d) => d.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(getMores.length).toBeGreaterThanOrEqual(7);
  });

  test('closing a cursor early kills it on the server', async () => {
    const collection = freshCollection();
    await collection.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    const cursor = collection.find({}, { batchSize: 2 });
    await cursor.next();
    const id = cursor.id!;
    await cursor.close();
    const error = await db
      .command({ getMore: id, collection: collection.collectionName })
      .catch((e: MongoServerError) => e);
    expect((error as MongoServerError).code).toBe(43); // CursorNotFound
  });
});

describe('counting and distinct', () => {
  test('countDocuments with filters, skip and limit; estimatedDocumentCount', async () => {
    const collection = await seededCars();
    expect(await collection.countDocuments()).toBe(5);
    expect(await collection.countDocuments({ make: 'VW' })).toBe(2);
    expect(await collection.countDocuments({}, { skip: 1, limit: 3 })).toBe(3);
    expect(await collection.estimatedDocumentCount()).toBe(5);
    expect(await freshCollection().countDocuments()).toBe(0);
  });

  test('counts with and without a covering index agree, for every kind of filter', async () => {
    const indexed = freshCollection();
    const plain = freshCollection();
    const docs = Array.from({ length: 120 }, (_, i) => ({
      _id: i,
      g: i % 4,
      ...(i % 10 === 0 ? {} : { p: i % 7 === 0 ? null : (i * 37) % 100 }),
      d: new Date(Date.UTC(2024, 0, 1 + (i % 30))),
      tags: i % 5 === 0 ? [] : [`t${i % 3}`, `t${(i + 1) % 3}`],
      s: i % 2 === 0,
    }));
    await indexed.createIndex({ g: 1, d: -1 });
    await indexed.createIndex({ p: 1 });
    await indexed.createIndex({ tags: 1 });
    await indexed.createIndex({ s: 1 });
    await indexed.insertMany(docs as never[]);
    await plain.insertMany(docs as never[]);
    const filters: object[] = [
      { g: 1 },
      { g: { $in: [0, 2, 2] } },
      { g: 3, d: { $gte: new Date(Date.UTC(2024, 0, 10)) } },
      { g: 3, d: { $gt: new Date(Date.UTC(2024, 0, 10)), $lt: new Date(Date.UTC(2024, 0, 20)) } },
      { $and: [{ g: 2 }, { d: { $lte: new Date(Date.UTC(2024, 0, 5)) } }] },
      { $and: [{ p: { $gt: 10 } }, { p: { $lt: 50 } }] },
      { p: { $gte: 20, $lt: 60 } },
      { p: { $gt: 20, $ne: 41 } },
      { p: null },
      { p: { $exists: false } },
      { p: { $in: [null, 37] } },
      { p: { $lt: 'z' } },
      { tags: 't1' },
      { tags: { $in: ['t0', 't2'] } },
      { tags: { $gte: 't1' } },
      { tags: { $size: 0 } },
      { s: false, g: 0 },
      { s: true, p: { $gt: 50 } },
      { $or: [{ g: 1 }, { p: 3 }] },
      { d: { $gt: new Date(Date.UTC(2024, 0, 25)) } },
    ];
    for (const filter of filters) {
      const expected = await plain.countDocuments(filter);
      const counts = {
        countDocuments: await indexed.countDocuments(filter),
        countCommand: ((await db.command({ count: indexed.collectionName, query: filter })) as { n: number }).n,
        withSkipAndLimit: await indexed.countDocuments(filter, { skip: 2, limit: 5 }),
      };
      const manual = (await plain.find(filter).toArray()).length;
      expect({ filter, ...counts }).toEqual({
        filter,
        countDocuments: expected,
        countCommand: expected,
        withSkipAndLimit: Math.min(5, Math.max(0, expected - 2)),
      });
      expect({ filter, n: manual }).toEqual({ filter, n: expected });
    }
    expect(await indexed.countDocuments({ g: 1 })).toBe(30);
    expect(await indexed.countDocuments({ p: null })).toBe(12 + 16); // missing, and null
    expect(await indexed.countDocuments({ tags: 't1' })).toBe(64);
  });

  test('a $match + $group count pipeline answers like MongoDB, also when nothing matches', async () => {
    const collection = await seededCars();
    await collection.createIndex({ make: 1 });
    const count = (pipeline: object[]): Promise<Document[]> => collection.aggregate(pipeline).toArray();
    expect(await count([{ $match: { make: 'VW' } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([
      { _id: 1, n: 2 },
    ]);
    expect(await count([{ $match: { make: 'Fiat' } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([]);
    expect(await count([{ $group: { _id: null, total: { $sum: 2 } } }])).toEqual([{ _id: null, total: 10 }]);
    expect(
      await count([
        { $match: { price: { $gt: 6000 } } },
        { $skip: 1 },
        { $limit: 2 },
        { $group: { _id: 'all', n: { $sum: 1 } } },
      ]),
    ).toEqual([{ _id: 'all', n: 2 }]);
    expect(await count([{ $match: { make: 'VW' } }, { $count: 'vw' }])).toEqual([{ vw: 2 }]);
    expect(await count([{ $match: { make: 'Fiat' } }, { $count: 'fiat' }])).toEqual([]);
    expect(await count([{ $match: { year: { $lt: 2020 } } }, { $limit: 3 }, { $count: 'n' }])).toEqual([{ n: 3 }]);
  });

  test('distinct flattens arrays and honours the filter', async () => {
    const collection = await seededCars();
    expect((await collection.distinct('make')).sort()).toEqual(['Audi', 'BMW', 'Tesla', 'VW']);
    expect((await collection.distinct('tags')).sort()).toEqual(['diesel', 'hatch', 'sedan', 'suv']);
    expect((await collection.distinct('owner.city', { price: { $lt: 30000 } })).sort()).toEqual(['Berlin', 'Hamburg']);
  });
});

describe('updates', () => {
  test('$set, $inc, $push, $addToSet, $pull and $unset', async () => {
    const collection = freshCollection<{
      n: number;
      tags: string[];
      gone?: boolean;
      nested: { x: number; y?: number };
    }>();
    const { insertedId } = await collection.insertOne({ n: 1, tags: ['a'], gone: true, nested: { x: 1 } });
    await collection.updateOne(
      { _id: insertedId },
      { $set: { 'nested.y': 2 }, $inc: { n: 4 }, $push: { tags: 'b' }, $unset: { gone: '' } },
    );
    await collection.updateOne({ _id: insertedId }, { $addToSet: { tags: { $each: ['a', 'c', 'c'] } } });
    await collection.updateOne({ _id: insertedId }, { $pull: { tags: 'b' } });
    expect(await collection.findOne({ _id: insertedId })).toEqual({
      _id: insertedId,
      n: 5,
      tags: ['a', 'c'],
      nested: { x: 1, y: 2 },
    });
  });

  test('updateMany touches every match; arrayFilters pick array elements', async () => {
    const collection = freshCollection();
    await collection.insertMany([
      { g: 1, scores: [1, 5, 9] },
      { g: 1, scores: [7] },
      { g: 2, scores: [9] },
    ]);
    const result = await collection.updateMany(
      { g: 1 },
      { $set: { 'scores.$[s]': 0 } },
      { arrayFilters: [{ s: { $gte: 5 } }] },
    );
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const docs = await collection
      .find({}, { projection: { _id: 0 } })
      .sort({ g: 1 })
      .toArray();
    expect(docs).toEqual([
      { g: 1, scores: [1, 0, 0] },
      { g: 1, scores: [0] },
      { g: 2, scores: [9] },
    ]);
  });

  test('positional $ updates the matched element', async () => {
    const collection = freshCollection();
    const { insertedId } = await collection.insertOne({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
      ],
    });
    await collection.updateOne({ _id: insertedId, 'items.sku': 'b' }, { $inc: { 'items.$.qty': 2 } });
    expect((await collection.findOne({ _id: insertedId }))!.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 3 },
    ]);
  });

  test('upsert inserts from the filter and $setOnInsert only when nothing matched', async () => {
    const collection = freshCollection();
    const first = await collection.updateOne(
      { email: 'a@x.test' },
      { $set: { name: 'A' }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    const second = await collection.updateOne(
      { email: 'a@x.test' },
      { $set: { name: 'B' }, $setOnInsert: { createdBy: 'never' } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await collection.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
      { email: 'a@x.test', name: 'B', createdBy: 'upsert' },
    ]);
  });
});

describe('findOneAndUpdate / findOneAndDelete', () => {
  test('returns the document before or after, honours sort and upsert', async () => {
    const collection = freshCollection();
    await collection.insertMany([
      { q: 1, v: 'low' },
      { q: 3, v: 'high' },
    ]);
    const before = await collection.findOneAndUpdate(
      {},
      { $set: { touched: true } },
      { sort: { q: -1 }, returnDocument: 'before' },
    );
    expect(before).toMatchObject({ q: 3, v: 'high' });
    expect(before!.touched).toBeUndefined();
    const after = await collection.findOneAndUpdate(
      { q: 1 },
      { $inc: { q: 1 } },
      { returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(after).toEqual({ q: 2, v: 'low' });
    const upserted = await collection.findOneAndUpdate(
      { q: 9 },
      { $set: { v: 'new' } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(upserted).toMatchObject({ q: 9, v: 'new' });
    expect(await collection.findOneAndUpdate({ q: 100 }, { $set: { v: 'x' } })).toBeNull();
    const deleted = await collection.findOneAndDelete({ q: 2 });
    expect(deleted).toMatchObject({ v: 'low' });
    expect(await collection.countDocuments()).toBe(2);
  });
});

describe('aggregation', () => {
  test('$match, $group, $sort, $limit, $project', async () => {
    const collection = await seededCars();
    const result = await collection
      .aggregate([
        { $match: { year: { $gte: 2012 } } },
        { $group: { _id: '$owner.city', total: { $sum: '$price' }, count: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $limit: 2 },
        { $project: { _id: 0, city: '$_id', total: 1, count: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { city: 'Munich', total: 77000, count: 2 },
      { city: 'Berlin', total: 30000, count: 2 },
    ]);
  });

  test('$lookup, $unwind and $count', async () => {
    const makers = freshCollection();
    const listings = freshCollection();
    await makers.insertMany([
      { _id: 'vw' as never, country: 'DE' },
      { _id: 'tesla' as never, country: 'US' },
    ]);
    await listings.insertMany([
      { maker: 'vw', m: 'Golf' },
      { maker: 'tesla', m: '3' },
      { maker: 'vw', m: 'Polo' },
    ]);
    const joined = await listings
      .aggregate([
        { $lookup: { from: makers.collectionName, localField: 'maker', foreignField: '_id', as: 'makerDoc' } },
        { $unwind: '$makerDoc' },
        { $match: { 'makerDoc.country': 'DE' } },
        { $sort: { m: 1 } },
        { $project: { _id: 0, m: 1, country: '$makerDoc.country' } },
      ])
      .toArray();
    expect(joined).toEqual([
      { m: 'Golf', country: 'DE' },
      { m: 'Polo', country: 'DE' },
    ]);
    expect(await listings.aggregate([{ $match: { maker: 'vw' } }, { $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
    // Aggregation stages never change stored documents.
    expect(await listings.findOne({ m: 'Golf' }, { projection: { _id: 0 } })).toEqual({ maker: 'vw', m: 'Golf' });
  });

  test('$facet counts several groupings of the same documents, each with its own $match and $bucket', async () => {
    const collection = await seededCars();
    const [facets] = await collection
      .aggregate([
        { $match: { year: { $gte: 2012 } } },
        {
          $facet: {
            makes: [
              { $match: { price: { $lt: 40000 } } },
              { $group: { _id: '$make', n: { $sum: 1 } } },
              { $sort: { _id: 1 } },
            ],
            cities: [{ $group: { _id: '$owner.city', n: { $sum: 1 } } }, { $sort: { n: -1, _id: 1 } }, { $limit: 1 }],
            prices: [
              {
                $bucket: {
                  groupBy: '$price',
                  boundaries: [0, 10001, 30001],
                  default: 'more',
                  output: { n: { $sum: 1 } },
                },
              },
            ],
            none: [{ $match: { make: 'Trabant' } }, { $count: 'n' }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({
      makes: [
        { _id: 'Audi', n: 1 },
        { _id: 'Tesla', n: 1 },
        { _id: 'VW', n: 2 },
      ],
      cities: [{ _id: 'Berlin', n: 2 }],
      prices: [
        { _id: 0, n: 2 },
        { _id: 10001, n: 1 },
        { _id: 'more', n: 2 },
      ],
      none: [],
    });
  });

  test('a $facet whose sub-pipeline sets fields leaves the stored documents unchanged', async () => {
    const collection = await seededCars();
    const [facets] = await collection
      .aggregate([
        {
          $facet: {
            priced: [{ $set: { price: 0, extra: true } }, { $match: { extra: true } }, { $count: 'n' }],
            all: [{ $count: 'n' }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ priced: [{ n: 5 }], all: [{ n: 5 }] });
    expect(await collection.findOne({ model: 'Golf' }, { projection: { _id: 0, price: 1, extra: 1 } })).toEqual({
      price: 9000,
    });
  });

  test('$unwind of an array field yields one document per element', async () => {
    const collection = await seededCars();
    const tags = await collection
      .aggregate([{ $unwind: '$tags' }, { $group: { _id: '$tags', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(tags).toEqual([
      { _id: 'diesel', n: 2 },
      { _id: 'hatch', n: 1 },
      { _id: 'sedan', n: 1 },
      { _id: 'suv', n: 1 },
    ]);
  });
});

describe('indexes', () => {
  test('createIndex, listIndexes and dropIndex', async () => {
    const collection = freshCollection();
    await collection.insertOne({ a: 1, b: 2 });
    expect(await collection.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
    expect(await collection.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
    const names = (await collection.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 'a_1_b_-1']);
    await collection.dropIndex('a_1_b_-1');
    expect((await collection.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('a unique index rejects duplicates on insert, update, upsert and findOneAndUpdate, changing nothing', async () => {
    const collection = freshCollection();
    await collection.createIndex({ email: 1 }, { unique: true });
    await collection.insertMany([
      { email: 'a@x', n: 1 },
      { email: 'b@x', n: 2 },
    ]);
    const attempts: Array<Promise<unknown>> = [
      collection.insertOne({ email: 'a@x' }),
      collection.updateOne({ email: 'b@x' }, { $set: { email: 'a@x', n: 99 } }),
      collection.updateOne({ email: 'c@x' }, { $set: { email: 'a@x' } }, { upsert: true }),
      collection.findOneAndUpdate({ email: 'b@x' }, { $set: { email: 'a@x' } }),
      collection.replaceOne({ email: 'b@x' }, { email: 'a@x' }),
    ];
    for (const attempt of attempts) {
      const error = (await attempt.catch((e: MongoServerError) => e)) as MongoServerError;
      expect(error).toBeInstanceOf(MongoServerError);
      expect(error.code).toBe(11000);
      expect(error.message).toMatch(
        /E11000 duplicate key error collection: \S+ index: email_1 dup key: \{ email: "a@x" \}/,
      );
      expect(error.keyPattern).toEqual({ email: 1 });
      expect(error.keyValue).toEqual({ email: 'a@x' });
    }
    expect(
      await collection
        .find({}, { projection: { _id: 0 } })
        .sort({ n: 1 })
        .toArray(),
    ).toEqual([
      { email: 'a@x', n: 1 },
      { email: 'b@x', n: 2 },
    ]);
  });

  test('an unordered insertMany reports each duplicate and keeps the rest', async () => {
    const collection = freshCollection();
    await collection.createIndex({ k: 1 }, { unique: true });
    const error = (await collection
      .insertMany([{ k: 1 }, { k: 1 }, { k: 2 }, { k: 2 }], { ordered: false })
      .catch((e: MongoServerError) => e)) as MongoServerError & { writeErrors: Array<{ index: number; code: number }> };
    expect(error.code).toBe(11000);
    expect(error.writeErrors.map((w) => [w.index, w.code])).toEqual([
      [1, 11000],
      [3, 11000],
    ]);
    expect(await collection.countDocuments()).toBe(2);
  });

  test('creating a unique index over duplicates fails and leaves no index', async () => {
    const collection = freshCollection();
    await collection.insertMany([{ k: 1 }, { k: 1 }]);
    const error = (await collection
      .createIndex({ k: 1 }, { unique: true })
      .catch((e: MongoServerError) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect((await collection.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('sparse and partial unique indexes ignore documents they do not cover', async () => {
    const collection = freshCollection();
    await collection.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await collection.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await collection.insertMany([{ a: 1 }, { a: 2 }, { code: 'x', active: false }, { code: 'x', active: true }]);
    const error = (await collection
      .insertOne({ code: 'x', active: true })
      .catch((e: MongoServerError) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect(await collection.countDocuments()).toBe(4);
  });

  test('look-ups through an index return what a collection scan returns', async () => {
    const indexed = freshCollection();
    const plain = freshCollection();
    const docs = Array.from({ length: 300 }, (_, i) => ({
      i,
      v: i % 7 === 0 ? String(i % 5) : i % 11 === 0 ? null : i % 13 === 0 ? [i % 5, (i + 1) % 5] : i % 5,
      d: new Date(Date.UTC(2024, 0, 1 + (i % 30))),
      g: i % 3,
    }));
    await indexed.createIndex({ v: 1 });
    await indexed.createIndex({ g: 1, d: -1 });
    await indexed.insertMany(docs.map((d) => ({ ...d })));
    await plain.insertMany(docs.map((d) => ({ ...d })));
    const filters: object[] = [
      { v: 3 },
      { v: '3' },
      { v: null },
      { v: { $in: [1, '2', null] } },
      { v: { $gt: 1, $lte: 3 } },
      { v: { $gte: '2' } },
      { v: { $lt: 2 } },
      { g: 1, d: { $gte: new Date(Date.UTC(2024, 0, 20)) } },
      { g: { $in: [0, 2] }, d: new Date(Date.UTC(2024, 0, 5)) },
    ];
    for (const filter of filters) {
      const expected = (await plain.find(filter).toArray()).map((d) => d.i).sort((a, b) => a - b);
      const actual = (await indexed.find(filter).toArray()).map((d) => d.i).sort((a, b) => a - b);
      expect({ filter, ids: actual }).toEqual({ filter, ids: expected });
    }
  });

  test('sorted pages walked through an index match sorting the whole collection', async () => {
    const indexed = freshCollection();
    const plain = freshCollection();
    const docs = Array.from({ length: 200 }, (_, i) => ({
      _id: i,
      g: i % 3,
      ...(i % 17 === 0 ? {} : { d: new Date(Date.UTC(2024, 0, 1 + (i % 40))) }),
    }));
    await indexed.createIndex({ d: -1 });
    await indexed.createIndex({ g: 1, d: -1 });
    await indexed.insertMany(docs as never[]);
    await plain.insertMany(docs as never[]);
    const pages: Array<{ filter: object; sort: Record<string, 1 | -1>; skip: number; limit: number }> = [
      { filter: {}, sort: { d: -1, _id: -1 }, skip: 0, limit: 10 },
      { filter: {}, sort: { d: 1, _id: 1 }, skip: 5, limit: 20 },
      { filter: { g: 1 }, sort: { d: 1, _id: 1 }, skip: 3, limit: 5 },
      { filter: { g: 2, _id: { $gt: 100 } }, sort: { d: -1, _id: -1 }, skip: 0, limit: 7 },
      { filter: {}, sort: { _id: -1 }, skip: 0, limit: 5 },
      { filter: { g: 0 }, sort: { d: -1, _id: -1 }, skip: 60, limit: 10 },
      // A range on the walked field bounds the walk (both ends, each inclusive or not, both ways).
      { filter: { g: 1, d: { $gte: new Date(Date.UTC(2024, 0, 20)) } }, sort: { d: -1, _id: -1 }, skip: 0, limit: 300 },
      { filter: { g: 1, d: { $gt: new Date(Date.UTC(2024, 0, 20)) } }, sort: { d: 1, _id: 1 }, skip: 0, limit: 300 },
      {
        filter: { g: 2, d: { $gt: new Date(Date.UTC(2024, 0, 5)), $lte: new Date(Date.UTC(2024, 0, 25)) } },
        sort: { d: -1, _id: -1 },
        skip: 2,
        limit: 300,
      },
      {
        filter: { g: 2, d: { $gte: new Date(Date.UTC(2024, 0, 5)), $lt: new Date(Date.UTC(2024, 0, 25)) } },
        sort: { d: 1, _id: 1 },
        skip: 0,
        limit: 4,
      },
      { filter: { d: { $lt: new Date(Date.UTC(2024, 0, 10)) } }, sort: { d: -1, _id: -1 }, skip: 0, limit: 300 },
      {
        filter: { d: { $lte: new Date(Date.UTC(2024, 0, 10)) }, g: { $ne: 1 } },
        sort: { d: 1, _id: 1 },
        skip: 0,
        limit: 300,
      },
    ];
    for (const { filter, sort, skip, limit } of pages) {
      const expected = (await plain.find(filter).sort(sort).skip(skip).limit(limit).toArray()).map((d) => d._id);
      const actual = (await indexed.find(filter).sort(sort).skip(skip).limit(limit).toArray()).map((d) => d._id);
      expect({ filter, sort, ids: actual }).toEqual({ filter, sort, ids: expected });
    }
  });
});

describe('pages walked through a multikey index', () => {
  test('a word pinned in an array field, sorted by the next field: each document once, in order, as without the index', async () => {
    const indexed = freshCollection();
    const plain = freshCollection();
    const vocabulary = ['tesla', 'kia', 'model', '3', 'ev6', 'austin', 'suv'];
    const docs = Array.from({ length: 120 }, (_, i) => ({
      _id: i,
      g: i % 2,
      words: vocabulary.filter((_, w) => (i + w) % (w + 2) !== 0),
      d: new Date(Date.UTC(2024, 0, 1 + (i % 30))),
    }));
    await indexed.createIndex({ words: 1, d: -1, _id: -1 });
    await indexed.createIndex({ g: 1, words: 1, d: -1, _id: -1 });
    await indexed.insertMany(docs as never[]);
    await plain.insertMany(docs as never[]);
    const pages: Array<{ filter: object; sort: Record<string, 1 | -1>; limit: number }> = [
      { filter: { words: 'kia' }, sort: { d: -1, _id: -1 }, limit: 10 },
      {
        filter: { $and: [{ words: 'model' }, { words: '3' }, { words: 'tesla' }] },
        sort: { d: -1, _id: -1 },
        limit: 7,
      },
      { filter: { g: 1, $and: [{ words: 'austin' }, { words: 'suv' }] }, sort: { d: -1, _id: -1 }, limit: 300 },
      { filter: { g: 0, words: 'ev6', d: { $lt: new Date(Date.UTC(2024, 0, 15)) } }, sort: { d: 1, _id: 1 }, limit: 5 },
      // Not pinned: the array field is sorted by, or not constrained at all.
      { filter: { g: 1 }, sort: { d: -1, _id: -1 }, limit: 12 },
      { filter: { words: { $in: ['kia', 'suv'] } }, sort: { d: -1, _id: -1 }, limit: 300 },
    ];
    for (const { filter, sort, limit } of pages) {
      const expected = (await plain.find(filter).sort(sort).limit(limit).toArray()).map((d) => d._id);
      const actual = (await indexed.find(filter).sort(sort).limit(limit).toArray()).map((d) => d._id);
      expect({ filter, ids: actual }).toEqual({ filter, ids: expected });
      expect(await indexed.countDocuments(filter)).toBe(await plain.countDocuments(filter));
    }
  });
});

describe('finds an index answers by itself', () => {
  // Equality on an index's leading fields, sorted by the rest: the index walk yields exactly the
  // matches, so embedded-mongo returns them without testing each one. The answers must be those
  // of the same collection without the index, across the values equality compares.
  // (No arrays: an array value makes an index multikey, walked in order only with its array field pinned.)
  const values = [1, 1.0, Long.fromNumber(1), new Double(1), '1', null, 2, { a: 1 }, true];
  const seeded = async (indexed: boolean): Promise<Collection> => {
    const collection = freshCollection();
    if (indexed) {
      await collection.createIndex({ k: 1, at: -1 });
      await collection.createIndex({ k: 1, j: 1, at: -1 });
    }
    await collection.insertMany([
      ...values.flatMap((k, i) => [
        { k, j: i % 2, at: i },
        { k, j: 1, at: 100 + i },
      ]),
      { j: 1, at: 50 }, // no k at all
    ]);
    return collection;
  };
  const answers = async (collection: Collection) => {
    const pages: unknown[] = [];
    for (const filter of [
      { k: 1 },
      { k: '1' },
      { k: 2, j: 1 },
      { k: 1, j: { $gte: 1 } },
      { k: 1, at: { $ne: 0 } },
      { k: 1, $or: [{ j: 0 }] },
    ]) {
      const found = await collection
        .find(filter, { projection: { _id: 0 } })
        .sort({ at: -1 })
        .limit(3)
        .toArray();
      const all = await collection
        .find(filter, { projection: { _id: 0 } })
        .sort({ at: -1 })
        .toArray();
      pages.push([filter, found, all]);
    }
    return pages;
  };

  test('equality on the leading fields, sorted by the rest: the same documents as without the index', async () => {
    const withIndex = await answers(await seeded(true));
    expect(withIndex).toEqual(await answers(await seeded(false)));
    // { k: 1 } finds 1, 1.0, Long 1 and Double 1 (all equal), never '1'.
    const firstPage = withIndex[0] as [object, { at: number }[], { k: unknown }[]];
    expect(firstPage[1].map((doc) => doc.at)).toEqual([103, 102, 101]);
    expect(firstPage[2]).toHaveLength(8);
  });

  test('a point look-up by a unique field, updated and read again: the new version, not a remembered one', async () => {
    const collection = freshCollection();
    await collection.createIndex({ uid: 1 }, { unique: true });
    await collection.insertOne({ uid: 'u1', role: 'Buyer', pad: 'x'.repeat(100) });
    expect(await collection.findOne({ uid: 'u1' }, { projection: { _id: 0, role: 1 } })).toEqual({ role: 'Buyer' });
    await collection.updateOne({ uid: 'u1' }, { $set: { role: 'Seller', pad: 'y'.repeat(5000) } });
    const [doc] = await collection.find({ uid: 'u1' }, { batchSize: 1 }).toArray();
    expect(doc).toMatchObject({ role: 'Seller', pad: 'y'.repeat(5000) });
  });

  test('a bad operator is still refused where an index would answer the rest', async () => {
    const collection = await seeded(true);
    const error = (await collection
      .find({ k: 1, j: { $bogus: 1 } })
      .sort({ at: -1 })
      .toArray()
      .catch((e: MongoServerError) => e)) as MongoServerError;
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error.code).toBe(2); // BadValue
  });
});

describe('collections and databases', () => {
  test('create, listCollections, drop, listDatabases and dropDatabase', async () => {
    const other = client.db(uniqueDbName('admin'));
    await other.createCollection('alpha');
    await other.collection('beta').insertOne({ x: 1 });
    const error = (await other.createCollection('alpha').catch((e: MongoServerError) => e)) as MongoServerError;
    expect(error.codeName).toBe('NamespaceExists');
    expect((await other.listCollections().toArray()).map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
    expect(await other.collection('alpha').drop()).toBe(true);
    expect((await other.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name)).toEqual(['beta']);
    const { databases } = await client.db('admin').admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain(other.databaseName);
    await other.dropDatabase();
    const after = await client.db('admin').admin().listDatabases();
    expect(after.databases.map((d) => d.name)).not.toContain(other.databaseName);
  });

  test('an unknown command fails with CommandNotFound (59)', async () => {
    const error = (await db.command({ noSuchCommand: 1 }).catch((e: MongoServerError) => e)) as MongoServerError;
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
  });
});

describe('documents read again after a write', () => {
  // Every read returns the document as it is now, in a first batch and in getMore batches alike,
  // whatever was read (and how it was encoded) before the write.
  test('update, replace, findOneAndUpdate, delete and re-insert under the same _id', async () => {
    const collection = freshCollection<{ _id: number; v: string; at?: Date; n?: Long }>();
    await collection.insertMany(
      Array.from({ length: 6 }, (_, i) => ({ _id: i, v: 'first', at: new Date(1_000 * i), n: Long.fromNumber(i) })),
    );
    const everything = async () =>
      (await collection.find({}, { batchSize: 2 }).sort({ _id: 1 }).toArray()).map((doc) => [doc._id, doc.v]);
    expect(await everything()).toEqual([0, 1, 2, 3, 4, 5].map((i) => [i, 'first']));

    await collection.updateOne({ _id: 0 }, { $set: { v: 'updated' } });
    await collection.replaceOne({ _id: 3 }, { v: 'replaced' });
    await collection.findOneAndUpdate({ _id: 4 }, { $set: { v: 'found and updated' } });
    await collection.deleteOne({ _id: 5 });
    await collection.insertOne({ _id: 5, v: 'inserted again' });

    expect(await everything()).toEqual([
      [0, 'updated'],
      [1, 'first'],
      [2, 'first'],
      [3, 'replaced'],
      [4, 'found and updated'],
      [5, 'inserted again'],
    ]);
    expect(await collection.findOne({ _id: 3 })).toEqual({ _id: 3, v: 'replaced' });
    expect(await collection.findOne({ _id: 1 })).toEqual({ _id: 1, v: 'first', at: new Date(1_000), n: 1 });
  });

  test('the same documents in two batches of one reply and in replies to other clients are each whole', async () => {
    const collection = freshCollection<{ _id: string }>();
    const doc = {
      _id: 'a',
      text: 'ü€𝄞',
      list: [{ deep: [1, 2] }, null],
      when: new Date('2024-01-02T03:04:05.678Z'),
      ref: new ObjectId(),
    };
    await collection.insertOne(doc);
    const [viaDriver, viaAggregate, viaMongoose] = await Promise.all([
      collection.find({ _id: 'a' }).toArray(),
      collection.aggregate([{ $match: { _id: 'a' } }, { $unionWith: { coll: collection.collectionName } }]).toArray(),
      mongoose
        .createConnection(`${target.uri}/${db.databaseName}`)
        .asPromise()
        .then(async (connection) => {
          try {
            return await connection.collection(collection.collectionName).find({}).toArray();
          } finally {
            await connection.close();
          }
        }),
    ]);
    expect(viaDriver).toEqual([doc]);
    expect(viaAggregate).toEqual([doc, doc]);
    expect(viaMongoose).toEqual([doc]);
  });
});

describe('BSON types', () => {
  test('Date, ObjectId, nested documents and numbers round-trip and compare', async () => {
    const collection = freshCollection();
    const ref = new ObjectId();
    const when = new Date('2024-05-06T07:08:09.123Z');
    await collection.insertOne({ ref, when, nested: { list: [1, 2.5, 'three', null, { deep: true }] }, big: 2 ** 40 });
    const found = await collection.findOne({
      ref: new ObjectId(ref.toHexString()),
      when: { $gte: new Date('2024-05-01') },
    });
    expect(found!.ref).toBeInstanceOf(ObjectId);
    expect(found!.ref.equals(ref)).toBe(true);
    expect(found!.when).toBeInstanceOf(Date);
    expect(found!.when.getTime()).toBe(when.getTime());
    expect(found!.nested).toEqual({ list: [1, 2.5, 'three', null, { deep: true }] });
    expect(found!.big).toBe(2 ** 40);
  });
});

describe('atomic single-document writes', () => {
  test('of 50 concurrent findOneAndUpdate({ _id, isSold: false }) exactly one matches', async () => {
    const collection = freshCollection();
    const { insertedId } = await collection.insertOne({ isSold: false });
    const racer = await MongoClient.connect(target.uri, { maxPoolSize: 50 });
    const racers = racer.db(db.databaseName).collection(collection.collectionName);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        racers.findOneAndUpdate(
          { _id: insertedId, isSold: false },
          { $set: { isSold: true } },
          { returnDocument: 'after' },
        ),
      ),
    );
    await racer.close();
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});

describe('sessions', () => {
  test('commands carrying lsid from an explicit session work', async () => {
    const collection = freshCollection();
    const session = client.startSession();
    try {
      await collection.insertOne({ s: 1 }, { session });
      expect(await collection.findOne({ s: 1 }, { session })).toMatchObject({ s: 1 });
    } finally {
      await session.endSession();
    }
  });
});

describe('mongoose', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(target.uri, { dbName: uniqueDbName('mongoose') }).asPromise();
  });

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  const userSchema = new mongoose.Schema(
    { email: { type: String, required: true, unique: true }, name: String, visits: { type: Number, default: 0 } },
    { timestamps: true },
  );
  const listingSchema = new mongoose.Schema({
    sellerId: mongoose.Schema.Types.ObjectId,
    slug: String,
    price: Number,
    isSold: Boolean,
  });
  listingSchema.index({ sellerId: 1, slug: 1 }, { unique: true });

  test('builds schema indexes and does CRUD with timestamps', async () => {
    const User = connection.model('User', userSchema);
    await User.init();
    const indexes = await User.collection.indexes();
    expect(indexes.find((i) => i.name === 'email_1')).toMatchObject({ unique: true, key: { email: 1 } });

    const created = await User.create({ email: 'ann@x.test', name: 'Ann' });
    expect(created.createdAt).toBeInstanceOf(Date);
    const found = await User.findOne({ email: 'ann@x.test' }).lean();
    expect(found).toMatchObject({ name: 'Ann', visits: 0 });
    expect(found!._id.equals(created._id)).toBe(true);

    const updated = await User.findOneAndUpdate(
      { email: 'ann@x.test' },
      { $inc: { visits: 1 } },
      { returnDocument: 'after' },
    ).lean();
    expect(updated!.visits).toBe(1);
    expect(await User.countDocuments({ visits: { $gte: 1 } })).toBe(1);
    await User.deleteOne({ _id: created._id });
    expect(await User.estimatedDocumentCount()).toBe(0);
  });

  test('a unique schema field surfaces as a mongoose duplicate error with code 11000', async () => {
    const User = connection.model('User', userSchema);
    await User.init();
    await User.create({ email: 'dup@x.test' });
    const error = (await User.create({ email: 'dup@x.test' }).catch((e: unknown) => e)) as {
      code: number;
      keyValue: object;
    };
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ email: 'dup@x.test' });
    expect(await User.countDocuments({ email: 'dup@x.test' })).toBe(1);
  });

  test('a compound unique index allows each part to repeat but not the pair', async () => {
    const Listing = connection.model('Listing', listingSchema);
    await Listing.init();
    const seller = new mongoose.Types.ObjectId();
    await Listing.create({ sellerId: seller, slug: 'golf', price: 1 });
    await Listing.create({ sellerId: seller, slug: 'polo', price: 2 });
    await Listing.create({ sellerId: new mongoose.Types.ObjectId(), slug: 'golf', price: 3 });
    const error = (await Listing.create({ sellerId: seller, slug: 'golf' }).catch((e: unknown) => e)) as {
      code: number;
      keyPattern: object;
    };
    expect(error.code).toBe(11000);
    expect(error.keyPattern).toEqual({ sellerId: 1, slug: 1 });
    expect(await Listing.countDocuments()).toBe(3);
  });

  test('concurrent purchase of one listing through mongoose: exactly one wins', async () => {
    const Listing = connection.model('Listing', listingSchema);
    const listing = await Listing.create({
      sellerId: new mongoose.Types.ObjectId(),
      slug: `race-${Date.now()}`,
      isSold: false,
    });
    const wins = await Promise.all(
      Array.from({ length: 50 }, () =>
        Listing.findOneAndUpdate({ _id: listing._id, isSold: false }, { $set: { isSold: true } }),
      ),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});
