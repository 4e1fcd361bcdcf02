/** TTL indexes: embedded-mongo runs its TTL monitor on a configurable interval (mongod: 60 s). */
import { MongoClient } from 'mongodb';
import { start } from '../src';

test('documents whose TTL date has passed are removed; others stay', async () => {
  const server = await start({ port: 0, memory: true, ttlIntervalMs: 50 });
  const client = await MongoClient.connect(server.uri);
  try {
    const holds = client.db('d').collection('holds');
    await holds.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    const hourAgo = new Date(Date.now() - 3600_000);
    const inAnHour = new Date(Date.now() + 3600_000);
    await holds.insertMany([
      { name: 'lapsed', expiresAt: hourAgo },
      { name: 'active', expiresAt: inAnHour },
      { name: 'not a date', expiresAt: 'tomorrow' },
      { name: 'no field' },
      { name: 'array with a lapsed date', expiresAt: [inAnHour, hourAgo] },
    ]);
    const deadline = Date.now() + 5000;
    while ((await holds.countDocuments()) > 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const left = (await holds.find().toArray()).map((d) => d.name).sort();
    expect(left).toEqual(['active', 'no field', 'not a date']);
  } finally {
    await client.close();
    await server.stop();
  }
});
