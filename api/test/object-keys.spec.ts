// User input used as a key of a plain object must never reach Object.prototype: brands, kinds
// and the like named after its properties (constructor, __proto__, toString…) are answered 400 or
// with nothing, never 500, on every call that looks them up.
import { createActor, createCategories, validProduct, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('lookups keyed by user input', () => {
  let t: TestApp;
  let seller: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    seller = await createActor(t, 'Seller');
  });
  afterAll(() => t.close());

  it.each(PROTOTYPE_NAMES)('GET /models?brand=%s is an empty list', async (brand) => {
    const res = await t.http.get(`/models?brand=${encodeURIComponent(brand)}`).expect(200);
    expect(res.body).toEqual([]);
  });

  it.each(PROTOTYPE_NAMES)('GET /price-check with brand %s is 400', async (brand) => {
    const res = await t.http
      .get(`/price-check?brand=${encodeURIComponent(brand)}&model=x&year=2020&mileage=1000&price=20`)
      .set('Authorization', seller.bearer);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain(brand);
  });

  it.each(PROTOTYPE_NAMES)('POST /listings with brand %s and a model is 400', async (brand) => {
    const form = t.http.post('/listings').set('Authorization', seller.bearer);
    for (const [key, value] of Object.entries(validProduct({ brand, model: 'Model 3' })))
      if (value !== undefined && typeof value !== 'object') form.field(key, String(value));
    const res = await form;
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain('no model catalogue');
  });

  it('an unsubscribe token naming a prototype property is refused with 400', async () => {
    for (const kind of PROTOTYPE_NAMES) {
      const token = `${seller.userId}.${kind}.zzzzzz.c2lnbmF0dXJl`;
      await t.http.post(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`).expect(400);
    }
  });
});
