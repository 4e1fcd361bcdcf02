// The footer's "Subscribe for updates": public, validated, duplicates harmless.
import { snapshot } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const THANKS = 'Thanks for subscribing! Updates will come to your inbox.';

describe('POST /subscriptions', () => {
  let t: TestApp;
  const stored = () =>
    t.connection
      .collection('subscriptions')
      .find({}, { projection: { _id: 0, email: 1 } })
      .toArray();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('subscribes an address without a token; the same address again (any case) gives the same answer and one entry', async () => {
    const first = await t.http.post('/subscriptions').send({ email: 'Jane.Doe@Example.com' }).expect(200);
    expect(first.body).toEqual({ message: THANKS });
    const again = await t.http.post('/subscriptions').send({ email: '  jane.doe@example.COM ' }).expect(200);
    expect(again.body).toEqual({ message: THANKS });
    await Promise.all(
      [1, 2, 3].map(() => t.http.post('/subscriptions').send({ email: 'jane.doe@example.com' }).expect(200)),
    );
    expect(await stored()).toEqual([{ email: 'jane.doe@example.com' }]);
  });

  it.each<[string, unknown, RegExp]>([
    ['a missing e-mail', {}, /email must be an e-mail address/],
    ['an address without a domain', { email: 'jane@' }, /email must be an e-mail address/],
    ['plain text', { email: 'subscribe me' }, /email must be an e-mail address/],
    ['a number', { email: 42 }, /email must be a string/],
    ['an operator', { email: { $ne: null } }, /email must be a string/],
    ['an array', { email: ['a@example.com'] }, /email must be a string/],
    ['an unknown field', { email: 'ok@example.com', name: 'x' }, /property name should not exist/],
  ])('rejects %s with 400 and a message, storing nothing', async (_label, body, message) => {
    const before = await snapshot(t);
    const res = await t.http
      .post('/subscriptions')
      .send(body as object)
      .expect(400);
    expect([res.body.message].flat().join('; ')).toMatch(message);
    expect(await snapshot(t)).toBe(before);
  });
});
