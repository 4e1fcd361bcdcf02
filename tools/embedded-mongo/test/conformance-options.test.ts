/**
 * Conformance of collation, schema validation, `let`, views, `$out`/`$merge` and what MongoDB
 * 7.0 refuses. Official driver and mongoose only, so the same assertions run against a real
 * MongoDB 7.0 (MONGODB_URI). Where embedded-mongo refuses what MongoDB does, the test checks
 * the refusal here and the real behaviour there.
 */
import { MongoClient, MongoServerError, type CollationOptions, type Collection, type Db, type Document } from 'mongodb';
import mongoose from 'mongoose';
import { startTarget, uniqueDbName, type Target } from './target';

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  client = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
  db = client.db(uniqueDbName('options'));
});

afterAll(async () => {
  await db?.dropDatabase();
  await client?.close();
  await target?.stop();
});

let counter = 0;
function freshCollection(): Collection {
  return db.collection(`o${++counter}`);
}

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

const CASE_INSENSITIVE = { locale: 'en', strength: 2 };

async function seeded(names: string[]): Promise<Collection> {
  const collection = freshCollection();
  await collection.insertMany(names.map((name, i) => ({ _id: i as never, name })));
  return collection;
}

const names = (docs: Document[]): string[] => docs.map((d) => d.name as string);

describe('collation', () => {
  test('equality, $in and $ne compare strings by the collation', async () => {
    const users = await seeded(['a@x.com', 'B@x.com', 'c@x.com']);
    expect(await users.countDocuments({ name: 'A@X.COM' })).toBe(0);
    expect(names(await users.find({ name: 'A@X.COM' }, { collation: CASE_INSENSITIVE }).toArray())).toEqual([
      'a@x.com',
    ]);
    const found = await users
      .find({ name: { $in: ['b@x.com', 'C@X.com'] } }, { collation: CASE_INSENSITIVE })
      .sort({ _id: 1 })
      .toArray();
    expect(names(found)).toEqual(['B@x.com', 'c@x.com']);
    const others = await users.find({ name: { $ne: 'B@X.COM' } }, { collation: CASE_INSENSITIVE }).toArray();
    expect(names(others).sort()).toEqual(['a@x.com', 'c@x.com']);
  });

  test('ranges and sorts follow the locale, numericOrdering orders digits as numbers', async () => {
    const words = await seeded(['apple', 'Banana', 'cherry']);
    expect(
      names(
        await words
          .find({ name: { $lt: 'b' } })
          .sort({ name: 1 })
          .toArray(),
      ),
    ).toEqual(['Banana', 'apple']);
    const en = { collation: { locale: 'en' } };
    expect(names(await words.find({ name: { $lt: 'b' } }, en).toArray())).toEqual(['apple']);
    expect(names(await words.find({}, en).sort({ name: 1 }).toArray())).toEqual(['apple', 'Banana', 'cherry']);
    expect(names(await words.find({}).sort({ name: -1 }).toArray())).toEqual(['cherry', 'apple', 'Banana']);

    const lots = await seeded(['10', '9', '100']);
    const numeric = { collation: { locale: 'en', numericOrdering: true } };
    expect(names(await lots.find({}, numeric).sort({ name: 1 }).toArray())).toEqual(['9', '10', '100']);
    expect(
      names(
        await lots
          .find({ name: { $gt: '9' } }, numeric)
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual(['10', '100']);
  });

  test('strength 1 ignores accents and case; caseLevel brings case back', async () => {
    const words = await seeded(['resume', 'Résumé', 'RESUME', 'other']);
    const primary = { locale: 'fr', strength: 1 };
    expect((await words.find({ name: 'resume' }, { collation: primary }).toArray()).length).toBe(3);
    const withCase = { locale: 'fr', strength: 1, caseLevel: true };
    expect(names(await words.find({ name: 'resume' }, { collation: withCase }).sort({ _id: 1 }).toArray())).toEqual([
      'resume',
    ]);
    const secondary = { locale: 'fr', strength: 2 };
    expect(names(await words.find({ name: 'resume' }, { collation: secondary }).sort({ _id: 1 }).toArray())).toEqual([
      'resume',
      'RESUME',
    ]);
  });

  test('count, distinct, update, delete and findOneAndUpdate take the collation', async () => {
    const users = await seeded(['a@x.com', 'A@X.com', 'b@x.com']);
    expect(await users.countDocuments({ name: 'a@x.com' }, { collation: CASE_INSENSITIVE })).toBe(2);
    expect(await users.distinct('name')).toHaveLength(3);
    const distinct = await users.distinct('name', {}, { collation: CASE_INSENSITIVE });
    expect(distinct).toHaveLength(2);
    expect(distinct.map((v: string) => v.toLowerCase()).sort()).toEqual(['a@x.com', 'b@x.com']);

    const updated = await users.updateMany(
      { name: 'A@x.COM' },
      { $set: { seen: true } },
      { collation: CASE_INSENSITIVE },
    );
    expect(updated).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const found = await users.findOneAndUpdate(
      { name: 'B@X.COM' },
      { $set: { seen: true } },
      { collation: CASE_INSENSITIVE, returnDocument: 'after' },
    );
    expect(found).toMatchObject({ name: 'b@x.com', seen: true });
    expect((await users.deleteMany({ name: 'a@X.com' }, { collation: CASE_INSENSITIVE })).deletedCount).toBe(2);
    expect(names(await users.find().toArray())).toEqual(['b@x.com']);
  });

  test('$all and $elemMatch compare by the collation; updates that would compare strings binary are refused', async () => {
    const collection = freshCollection();
    await collection.insertMany([
      { _id: 1 as never, tags: ['Red', 'Blue'] },
      { _id: 2 as never, tags: ['red'] },
    ]);
    const all = await collection.find({ tags: { $all: ['RED', 'blue'] } }, { collation: CASE_INSENSITIVE }).toArray();
    expect(all.map((d) => d._id)).toEqual([1]);
    const matched = await collection
      .find({ tags: { $elemMatch: { $eq: 'RED' } } }, { collation: CASE_INSENSITIVE })
      .sort({ _id: 1 })
      .toArray();
    expect(matched.map((d) => d._id)).toEqual([1, 2]);
    const adding = collection.updateOne(
      { _id: 2 as never },
      { $addToSet: { tags: 'RED' } },
      { collation: CASE_INSENSITIVE },
    );
    if (target.embedded) {
      expect((await failure(adding)).code).toBe(72);
    } else {
      await adding;
    }
    expect(await collection.findOne({ _id: 2 as never })).toEqual({ _id: 2, tags: ['red'] });
  });

  test('a unique index with a collation refuses keys equal under it, on insert and update', async () => {
    const users = freshCollection();
    await users.createIndex({ email: 1 }, { unique: true, collation: CASE_INSENSITIVE });
    await users.insertOne({ _id: 1 as never, email: 'a@x.com' });
    expect((await failure(users.insertOne({ _id: 2 as never, email: 'A@X.com' }))).code).toBe(11000);
    await users.insertOne({ _id: 3 as never, email: 'b@x.com' });
    expect((await failure(users.updateOne({ _id: 3 as never }, { $set: { email: 'A@x.com' } }))).code).toBe(11000);
    expect(await users.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, email: 'a@x.com' },
      { _id: 3, email: 'b@x.com' },
    ]);
    const index = (await users.listIndexes().toArray()).find((i) => i.name === 'email_1');
    expect(index?.collation).toMatchObject({ locale: 'en', strength: 2 });
  });

  test('an index gives the answer of its absence, with or without a collation on either side', async () => {
    const plain = await seeded(['a', 'A', 'b', 'B', 'á']);
    const indexed = await seeded(['a', 'A', 'b', 'B', 'á']);
    await indexed.createIndex({ name: 1 });
    const collated = await seeded(['a', 'A', 'b', 'B', 'á']);
    await collated.createIndex({ name: 1 }, { collation: { locale: 'en', strength: 1 } });
    const queries: Array<[Document, CollationOptions | undefined]> = [
      [{ name: 'a' }, undefined],
      [{ name: 'a' }, { locale: 'en', strength: 1 }],
      [{ name: { $gte: 'b' } }, undefined],
      [{ name: { $gte: 'b' } }, { locale: 'en', strength: 1 }],
      [{ name: { $in: ['A', 'b'] } }, CASE_INSENSITIVE],
    ];
    for (const [filter, collation] of queries) {
      const run = async (c: Collection): Promise<number[]> =>
        (await c.find(filter, collation ? { collation } : {}).toArray()).map((d) => d._id as unknown as number).sort();
      const expected = await run(plain);
      expect(await run(indexed)).toEqual(expected);
      expect(await run(collated)).toEqual(expected);
    }
  });

  test('aggregate matches and sorts by the collation', async () => {
    const words = await seeded(['apple', 'Banana', 'APPLE', 'cherry']);
    const docs = await words
      .aggregate([{ $match: { name: { $in: ['Apple', 'banana'] } } }, { $sort: { name: 1, _id: 1 } }], {
        collation: CASE_INSENSITIVE,
      })
      .toArray();
    expect(docs.map((d) => d._id)).toEqual([0, 2, 1]);
    const compared = await words
      .aggregate([{ $project: { same: { $eq: ['$name', 'APPLE'] } } }, { $sort: { _id: 1 } }], {
        collation: CASE_INSENSITIVE,
      })
      .toArray();
    expect(compared.map((d) => d.same)).toEqual([true, false, true, false]);
  });

  test('grouping under a collation: MongoDB groups equal strings; embedded-mongo refuses rather than differ', async () => {
    const words = await seeded(['apple', 'APPLE', 'pear']);
    const grouping = words.aggregate([{ $group: { _id: '$name', n: { $sum: 1 } } }], {
      collation: CASE_INSENSITIVE,
    });
    if (target.embedded) {
      const error = await failure(grouping.toArray());
      expect(error.code).toBe(72);
      expect(error.message).toContain('cannot apply a collation to $group');
    } else {
      expect((await grouping.toArray()).map((g) => g.n).sort()).toEqual([1, 2]);
    }
  });

  test('an unknown locale is an error', async () => {
    const words = await seeded(['a']);
    await failure(words.find({}, { collation: { locale: 'xx_YY_unknown' } }).toArray());
    await failure(words.find({}, { collation: { locale: 'en', strength: 0 } as never }).toArray());
  });

  test.each([
    ['alternate: shifted', { locale: 'en', alternate: 'shifted' }],
    ['backwards', { locale: 'fr', backwards: true }],
    ['strength 4', { locale: 'en', strength: 4 }],
  ])('a collation option Intl.Collator cannot honour (%s) is refused, not ignored', async (_label, collation) => {
    const words = await seeded(['a-b', 'ab']);
    const reading = words.find({}, { collation: collation as never }).toArray();
    const indexing = freshCollection().createIndex({ name: 1 }, { collation: collation as never });
    if (target.embedded) {
      for (const attempt of [reading, indexing]) {
        const error = await failure(attempt);
        expect(error.code).toBe(72);
        expect(error.message).toContain('cannot honour the collation option');
      }
    } else {
      await expect(reading).resolves.toHaveLength(2);
      await expect(indexing).resolves.toBe('name_1');
    }
  });

  test('mongoose: a unique e-mail with a case-insensitive collation refuses another case', async () => {
    const connection = await mongoose.createConnection(`${target.uri}/${db.databaseName}`).asPromise();
    try {
      const schema = new mongoose.Schema({ email: { type: String, required: true } });
      schema.index({ email: 1 }, { unique: true, collation: CASE_INSENSITIVE });
      const Account = connection.model('Account', schema, `accounts${++counter}`);
      await Account.init();
      await Account.create({ email: 'Ann@Example.com' });
      const error = await Account.create({ email: 'ann@example.COM' }).catch((e: { code?: number }) => e);
      expect((error as { code?: number }).code).toBe(11000);
      const found = await Account.findOne({ email: 'ANN@example.com' }).collation(CASE_INSENSITIVE).lean();
      expect(found?.email).toBe('Ann@Example.com');
      expect(await Account.findOne({ email: 'ANN@example.com' }).lean()).toBeNull();
    } finally {
      await connection.close();
    }
  });
});

describe('schema validation', () => {
  const schema = {
    $jsonSchema: {
      bsonType: 'object',
      required: ['make', 'price'],
      properties: {
        make: { bsonType: 'string', minLength: 1 },
        price: { bsonType: 'number', minimum: 0 },
        tags: { bsonType: 'array', items: { bsonType: 'string' } },
      },
    },
  };

  test('$jsonSchema: an insert or update that breaks it fails with 121 and changes nothing', async () => {
    const cars = await db.createCollection(`v${++counter}`, { validator: schema });
    await cars.insertOne({ _id: 1 as never, make: 'VW', price: 9000, tags: ['hatch'] });
    for (const bad of [
      { make: 'VW' },
      { make: '', price: 1 },
      { make: 'VW', price: -1 },
      { make: 'VW', price: 1, tags: [1] },
    ]) {
      const error = await failure(cars.insertOne({ _id: 2 as never, ...bad }));
      expect(error.code).toBe(121);
      expect(error.message).toContain('Document failed validation');
    }
    expect((await failure(cars.updateOne({ _id: 1 as never }, { $set: { price: 'cheap' } }))).code).toBe(121);
    expect((await failure(cars.replaceOne({ _id: 1 as never }, { make: 'VW' }))).code).toBe(121);
    expect((await failure(cars.findOneAndUpdate({ _id: 1 as never }, { $unset: { make: '' } }))).code).toBe(121);
    expect((await failure(cars.updateOne({ _id: 3 as never }, { $set: { make: 'X' } }, { upsert: true }))).code).toBe(
      121,
    );
    expect(await cars.find().toArray()).toEqual([{ _id: 1, make: 'VW', price: 9000, tags: ['hatch'] }]);

    await cars.insertOne({ _id: 4 as never, make: 'x' }, { bypassDocumentValidation: true });
    expect(await cars.countDocuments()).toBe(2);
  });

  test('a query-operator validator; warn accepts, moderate lets already-invalid documents be updated', async () => {
    const listings = await db.createCollection(`v${++counter}`, { validator: { price: { $gte: 0 } } });
    expect((await failure(listings.insertOne({ price: -5 }))).code).toBe(121);
    await listings.insertOne({ _id: 1 as never, price: 5 });

    await db.command({ collMod: listings.collectionName, validationAction: 'warn' });
    await listings.insertOne({ _id: 2 as never, price: -1 });

    await db.command({ collMod: listings.collectionName, validationAction: 'error', validationLevel: 'moderate' });
    await listings.updateOne({ _id: 2 as never }, { $set: { price: -2 } });
    expect((await failure(listings.updateOne({ _id: 1 as never }, { $set: { price: -2 } }))).code).toBe(121);
    expect(await listings.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, price: 5 },
      { _id: 2, price: -2 },
    ]);
  });

  test('collMod adds a validator that later writes obey; listCollections shows it', async () => {
    const cars = freshCollection();
    await cars.insertOne({ make: 'VW', price: 1 });
    await db.command({ collMod: cars.collectionName, validator: schema, validationLevel: 'strict' });
    expect((await failure(cars.insertOne({ make: 'VW' }))).code).toBe(121);
    const [info] = await db.listCollections({ name: cars.collectionName }).toArray();
    expect((info as Document).options).toMatchObject({ validator: schema, validationLevel: 'strict' });
    expect((await failure(db.command({ collMod: `missing${++counter}`, validator: schema }))).code).toBe(26);
  });

  test('a validator on a BSON number type: MongoDB checks it; embedded-mongo, which cannot tell, refuses', async () => {
    const creating = db.createCollection(`v${++counter}`, {
      validator: { $jsonSchema: { properties: { n: { bsonType: 'int' } } } },
    });
    if (target.embedded) {
      const error = await failure(creating);
      expect(error.code).toBe(72);
      expect(error.message).toContain("cannot check bsonType 'int'");
    } else {
      const collection = await creating;
      expect((await failure(collection.insertOne({ n: 1.5 }))).code).toBe(121);
    }
  });
});

describe('let', () => {
  let cars: Collection;
  beforeAll(async () => {
    cars = freshCollection();
    await cars.insertMany([
      { _id: 1 as never, make: 'VW', price: 9000 },
      { _id: 2 as never, make: 'BMW', price: 42000 },
      { _id: 3 as never, make: 'VW', price: 5000 },
    ]);
  });

  test('find and aggregate read $$variables in $expr and in stages', async () => {
    const found = await cars
      .find({ $expr: { $eq: ['$make', '$$make'] } }, { let: { make: 'VW' } })
      .sort({ _id: 1 })
      .toArray();
    expect(found.map((d) => d._id)).toEqual([1, 3]);
    const docs = await cars
      .aggregate(
        [
          { $match: { $expr: { $gt: ['$price', '$$floor'] } } },
          { $project: { _id: 1, discounted: { $subtract: ['$price', '$$off'] } } },
          { $sort: { _id: 1 } },
        ],
        { let: { floor: 6000, off: { $add: [500, 500] } } },
      )
      .toArray();
    expect(docs).toEqual([
      { _id: 1, discounted: 8000 },
      { _id: 2, discounted: 41000 },
    ]);
  });

  test('update, delete and findOneAndUpdate read $$variables', async () => {
    const prices = freshCollection();
    await prices.insertMany([
      { _id: 1 as never, price: 10 },
      { _id: 2 as never, price: 20 },
      { _id: 3 as never, price: 30 },
    ]);
    const updated = await prices.updateMany(
      { $expr: { $gte: ['$price', '$$min'] } },
      [{ $set: { price: { $multiply: ['$price', '$$factor'] } } }],
      { let: { min: 20, factor: 2 } },
    );
    expect(updated.modifiedCount).toBe(2);
    const after = await prices.findOneAndUpdate({ $expr: { $eq: ['$_id', '$$id'] } }, [{ $set: { tag: '$$tag' } }], {
      let: { id: 1, tag: 'cheap' },
      returnDocument: 'after',
    });
    expect(after).toEqual({ _id: 1, price: 10, tag: 'cheap' });
    const deleted = await prices.deleteMany({ $expr: { $gt: ['$price', '$$max'] } }, { let: { max: 50 } });
    expect(deleted.deletedCount).toBe(1);
    expect(await prices.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, price: 10, tag: 'cheap' },
      { _id: 2, price: 40 },
    ]);
  });
});

describe('what embedded-mongo refuses rather than answer differently', () => {
  test('$out and $merge: written by MongoDB; refused by embedded-mongo with a clear error', async () => {
    const source = await seeded(['a', 'b']);
    const into = `written${++counter}`;
    for (const stage of [{ $out: into }, { $merge: { into } }]) {
      const writing = source.aggregate([{ $match: {} }, stage]).toArray();
      if (target.embedded) {
        const error = await failure(writing);
        expect(error.code).toBe(20);
        expect(error.message).toBe(`${Object.keys(stage)[0]} is not supported by embedded-mongo`);
      } else {
        await writing;
        expect(await db.collection(into).countDocuments()).toBe(2);
      }
    }
  });

  test('capped collections: MongoDB caps them; embedded-mongo refuses to create one', async () => {
    const creating = db.createCollection(`capped${++counter}`, { capped: true, size: 4096, max: 2 });
    if (target.embedded) {
      expect((await failure(creating)).code).toBe(72);
    } else {
      const capped = await creating;
      await capped.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(await capped.countDocuments()).toBe(2);
    }
  });
});

describe('views', () => {
  let cars: Collection;
  let cheap: Collection;
  beforeAll(async () => {
    cars = freshCollection();
    await cars.insertMany([
      { _id: 1 as never, make: 'VW', price: 9000, owner: 'ann' },
      { _id: 2 as never, make: 'BMW', price: 42000, owner: 'bob' },
      { _id: 3 as never, make: 'VW', price: 5000, owner: 'cy' },
      { _id: 4 as never, make: 'Audi', price: 7000, owner: 'dee' },
    ]);
    cheap = await db.createCollection(`cheap${++counter}`, {
      viewOn: cars.collectionName,
      pipeline: [{ $match: { price: { $lt: 10000 } } }, { $project: { owner: 0 } }],
    });
  });

  test('find, count, distinct and aggregate read through the view pipeline', async () => {
    expect(await cheap.find({ make: 'VW' }).sort({ price: 1 }).toArray()).toEqual([
      { _id: 3, make: 'VW', price: 5000 },
      { _id: 1, make: 'VW', price: 9000 },
    ]);
    expect(
      await cheap
        .find({}, { projection: { make: 1 } })
        .sort({ _id: -1 })
        .skip(1)
        .limit(2)
        .toArray(),
    ).toEqual([
      { _id: 3, make: 'VW' },
      { _id: 1, make: 'VW' },
    ]);
    expect(await cheap.countDocuments()).toBe(3);
    expect(await cheap.countDocuments({ make: 'VW' })).toBe(2);
    expect((await cheap.distinct('make')).sort()).toEqual(['Audi', 'VW']);
    const grouped = await cheap
      .aggregate([{ $group: { _id: '$make', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(grouped).toEqual([
      { _id: 'Audi', n: 1 },
      { _id: 'VW', n: 2 },
    ]);
    const looked = await cars
      .aggregate([
        { $match: { _id: 2 } },
        { $lookup: { from: cheap.collectionName, localField: 'make', foreignField: 'make', as: 'same' } },
      ])
      .toArray();
    expect(looked[0]!.same).toEqual([]);
    const onView = await db.createCollection(`vw${++counter}`, {
      viewOn: cheap.collectionName,
      pipeline: [{ $match: { make: 'VW' } }],
    });
    expect((await onView.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 3]);
  });

  test('listCollections says view; writes and indexes are refused with 166', async () => {
    const [info] = await db.listCollections({ name: cheap.collectionName }).toArray();
    expect(info).toMatchObject({ type: 'view', options: { viewOn: cars.collectionName } });
    const refusals = [
      cheap.insertOne({ make: 'Fiat', price: 1 }),
      cheap.updateOne({ _id: 1 as never }, { $set: { price: 1 } }),
      cheap.deleteMany({}),
      cheap.findOneAndUpdate({ _id: 1 as never }, { $set: { price: 1 } }),
      cheap.createIndex({ make: 1 }),
    ];
    for (const refusal of refusals) expect((await failure(refusal)).code).toBe(166);
    expect(await cars.countDocuments()).toBe(4);
  });

  test("a read with another collation than the view's is refused; dropping the view keeps the collection", async () => {
    expect((await failure(cheap.find({}, { collation: CASE_INSENSITIVE }).toArray())).code).toBe(167);
    const temporary = await db.createCollection(`temp${++counter}`, { viewOn: cars.collectionName, pipeline: [] });
    expect(await temporary.drop()).toBe(true);
    expect(await cars.countDocuments()).toBe(4);
  });
});

describe('hint', () => {
  test('a hint naming no index fails; one naming an index gives the same answer', async () => {
    const collection = await seeded(['a', 'b', 'c']);
    await collection.createIndex({ name: 1 });
    expect((await failure(collection.find({ name: 'b' }, { hint: 'missing_1' }).toArray())).code).toBe(2);
    expect((await failure(collection.countDocuments({}, { hint: { nothing: 1 } }))).code).toBe(2);
    expect(names(await collection.find({ name: { $gte: 'b' } }, { hint: 'name_1' }).toArray())).toEqual(['b', 'c']);
    expect(names(await collection.find({ name: { $gte: 'b' } }, { hint: { $natural: 1 } }).toArray())).toEqual([
      'b',
      'c',
    ]);
  });

  test('a sparse index hint: MongoDB answers from the index alone; embedded-mongo refuses', async () => {
    const collection = freshCollection();
    await collection.insertMany([{ _id: 1 as never, tag: 'x' }, { _id: 2 as never }]);
    await collection.createIndex({ tag: 1 }, { sparse: true });
    const reading = collection.find({}, { hint: 'tag_1' }).toArray();
    if (target.embedded) expect((await failure(reading)).code).toBe(72);
    else expect((await reading).map((d) => d._id)).toEqual([1]);
  });
});

describe('what MongoDB 7.0 refuses', () => {
  test('sort on updateOne, replaceOne and bulk updates (an 8.0 option)', async () => {
    const collection = await seeded(['a', 'b']);
    const attempts = [
      collection.updateOne({}, { $set: { x: 1 } }, { sort: { _id: -1 } } as never),
      collection.replaceOne({}, { name: 'c' }, { sort: { _id: -1 } } as never),
      collection.bulkWrite([{ updateOne: { filter: {}, update: { $set: { x: 1 } }, sort: { _id: -1 } } as never }]),
    ];
    for (const attempt of attempts) {
      const error = await failure(attempt);
      expect(error.code).toBe(40415);
      expect(error.message).toContain("BSON field 'update.updates.sort' is an unknown field.");
    }
    expect(await collection.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 0, name: 'a' },
      { _id: 1, name: 'b' },
    ]);
  });

  test('$-prefixed field names inside _id, on insert and upsert', async () => {
    const collection = freshCollection();
    expect((await failure(collection.insertOne({ _id: { $a: 1 } as never }))).code).toBe(52);
    expect((await failure(collection.insertOne({ _id: { a: 1, $b: 1 } as never }))).code).toBe(52);
    const upserting = collection.updateOne({ k: 1 }, { $set: { _id: { $x: 1 } } }, { upsert: true });
    expect((await failure(upserting)).code).toBe(52);
    await collection.insertOne({ _id: { a: 1 } as never, nested: { $ok: 1 } });
    expect(await collection.find().toArray()).toEqual([{ _id: { a: 1 }, nested: { $ok: 1 } }]);
  });
});
