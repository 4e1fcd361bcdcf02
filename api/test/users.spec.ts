import type { User, UserRecord } from '../src/users/schemas/user.schema';
import { createActor, snapshot } from './support/fixtures';
import { signUp, uniqueEmail } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

describe('users', () => {
  let t: TestApp;
  const users = () => t.model<User>('User');
  const byUid = (uid: string) => users().findOne({ uid }).lean<UserRecord>().exec();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /users', () => {
    it('registers the caller with the sign-up role, the e-mail from the token (201)', async () => {
      const account = await signUp(uniqueEmail('Seller.Signup'), 'Sam Seller');
      const res = await t.http
        .post(`/users?email=${encodeURIComponent(account.email.toUpperCase())}`)
        .set('Authorization', `Bearer ${account.token}`)
        .send({ name: 'Sam Seller', role: 'Seller' })
        .expect(201);
      expect(res.body).toEqual({
        _id: expect.any(String),
        name: 'Sam Seller',
        email: account.email,
        role: 'Seller',
        isVerified: false,
      });
      expect(await byUid(account.uid)).toMatchObject({ email: account.email, role: 'Seller', disabled: false });
    });

    it('registers an unknown account seen at login as Buyer, named from the token', async () => {
      const account = await signUp(uniqueEmail('login'), 'Lou Login');
      const res = await t.http.post('/users').set('Authorization', `Bearer ${account.token}`).send({}).expect(201);
      expect(res.body).toMatchObject({ name: 'Lou Login', role: 'Buyer' });
    });

    it('never changes an existing role (200 with the stored record)', async () => {
      const account = await signUp();
      await t.http.post('/users').set('Authorization', `Bearer ${account.token}`).send({ role: 'User' }).expect(201);
      const res = await t.http
        .post('/users')
        .set('Authorization', `Bearer ${account.token}`)
        .send({ role: 'Seller', name: 'Changed' })
        .expect(200);
      expect(res.body).toMatchObject({ role: 'User' });
      expect(await byUid(account.uid)).toMatchObject({ role: 'User' });
      expect(await users().countDocuments({ uid: account.uid })).toBe(1);
    });

    it('gives one record for concurrent first requests of the same account', async () => {
      const account = await signUp();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.http.post('/users').set('Authorization', `Bearer ${account.token}`).send({ role: 'Buyer' }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(await users().countDocuments({ uid: account.uid })).toBe(1);
    });

    it.each([
      ['Admin is never granted', { role: 'Admin' }, 'role must be one of the following values: User, Buyer, Seller'],
      ['unknown role', { role: 'Owner' }, 'role must be one of the following values: User, Buyer, Seller'],
      ['unknown field', { isVerified: true }, 'property isVerified should not exist'],
      ['unknown field email', { email: 'someone.else@test.carmarket.test' }, 'property email should not exist'],
      ['name of the wrong type', { name: ['a'] }, 'name must be a string'],
      ['operator in role', { role: { $ne: null } }, 'role must be one of the following values: User, Buyer, Seller'],
      ['empty name', { name: '' }, 'name must be longer than or equal to 1 characters'],
    ])('rejects %s with 400 and stores nothing', async (_case, body, message) => {
      const account = await signUp();
      const before = await snapshot(t);
      const res = await t.http.post('/users').set('Authorization', `Bearer ${account.token}`).send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.arrayContaining([message]) });
      expect(await snapshot(t)).toBe(before);
    });

    it("refuses another person's e-mail in the query, and query operators", async () => {
      const account = await signUp();
      const before = await snapshot(t);
      await t.http
        .post('/users?email=victim@test.carmarket.test')
        .set('Authorization', `Bearer ${account.token}`)
        .send({})
        .expect(403);
      const injected = await t.http
        .post('/users?email[$ne]=x')
        .set('Authorization', `Bearer ${account.token}`)
        .send({})
        .expect(400);
      expect(injected.body.message).toEqual(['property email[$ne] should not exist']);
      expect(await snapshot(t)).toBe(before);
    });

    it('needs a valid Bearer token', async () => {
      const account = await signUp();
      await t.http.post('/users').send({}).expect(401);
      await t.http.post('/users').set('Authorization', `Berar ${account.token}`).send({}).expect(401);
      await t.http.post('/users').set('Authorization', `Token ${account.token}`).send({}).expect(401);
      await t.http.post('/users').set('Authorization', 'Bearer not.a.token').send({}).expect(401);
      await t.http.post('/users').set('Authorization', `bEaReR ${account.token}`).send({}).expect(201);
    });

    it('refuses an e-mail registered to another live account (409), keeps the record', async () => {
      const first = await signUp();
      await t.http.post('/users').set('Authorization', `Bearer ${first.token}`).send({ role: 'Seller' }).expect(201);
      // The stored record carries an address whose sign-in account is another, live one.
      const taken = uniqueEmail('taken');
      await users().updateOne({ uid: first.uid }, { $set: { email: taken } });
      const second = await signUp(taken);
      const res = await t.http.post('/users').set('Authorization', `Bearer ${second.token}`).send({}).expect(409);
      expect(res.body.message).toBe('This e-mail address is registered to another account');
      expect(await byUid(first.uid)).toMatchObject({ email: taken, role: 'Seller' });
    });

    it('lets a new sign-in account take over a record whose old account no longer exists, keeping the role', async () => {
      const account = await signUp();
      await users().create({ uid: 'gone-uid-from-an-old-emulator', email: account.email, name: 'Old', role: 'Seller' });
      const res = await t.http
        .post('/users')
        .set('Authorization', `Bearer ${account.token}`)
        .send({ role: 'Buyer' })
        .expect(200);
      expect(res.body).toMatchObject({ email: account.email, role: 'Seller' });
      expect(await byUid(account.uid)).toMatchObject({ role: 'Seller' });
    });
  });

  describe('GET /user/role/:email', () => {
    it("returns the caller's own position (any case)", async () => {
      const seller = await createActor(t, 'Seller');
      const res = await t.http
        .get(`/user/role/${seller.email.toUpperCase()}`)
        .set('Authorization', seller.bearer)
        .expect(200);
      expect(res.body).toEqual({ position: 'Seller' });
    });

    it("is 403 for someone else's e-mail unless the caller is Admin", async () => {
      const buyer = await createActor(t, 'Buyer');
      const other = await createActor(t, 'Seller');
      const admin = await createActor(t, 'Admin');
      await t.http.get(`/user/role/${other.email}`).set('Authorization', buyer.bearer).expect(403);
      const res = await t.http.get(`/user/role/${other.email}`).set('Authorization', admin.bearer).expect(200);
      expect(res.body).toEqual({ position: 'Seller' });
      await t.http.get('/user/role/nobody@test.carmarket.test').set('Authorization', admin.bearer).expect(404);
    });

    it('is 404 for a signed-in account that has not registered yet', async () => {
      const account = await signUp();
      await t.http.get(`/user/role/${account.email}`).set('Authorization', `Bearer ${account.token}`).expect(404);
    });
  });

  describe('GET /me', () => {
    it("answers the caller's own account, with the id the conversation views name parties by", async () => {
      const seller = await createActor(t, 'Seller');
      const res = await t.http.get('/me').set('Authorization', seller.bearer).expect(200);
      expect(res.body).toEqual({
        _id: seller.userId,
        name: seller.name,
        email: seller.email,
        role: 'Seller',
        isVerified: expect.any(Boolean),
        uid: seller.uid,
        emailVerified: expect.any(Boolean),
      });
    });
  });

  it('reads the role on every request: a role change applies to the next call at once', async () => {
    const buyer = await createActor(t, 'Buyer');
    await t.http.get('/my_products/me').set('Authorization', buyer.bearer).expect(403);
    await users().updateOne({ uid: buyer.uid }, { $set: { role: 'Seller' } });
    await t.http.get('/my_products/me').set('Authorization', buyer.bearer).expect(200);
  });

  it('refuses an unregistered account on calls other than registration and role look-up', async () => {
    const account = await signUp();
    const res = await t.http.get('/category/1').set('Authorization', `Bearer ${account.token}`).expect(403);
    expect(res.body.message).toContain('POST /users');
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_REGISTRATION_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 in the standard shape after the limit, per account', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.http.post('/users').set('Authorization', `Bearer ${account.token}`).send({})).status);
    }
    expect(statuses).toEqual([201, 200, 200, 429]);
    const limited = await t.http.post('/users').set('Authorization', `Bearer ${account.token}`).send({});
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account still gets through, and other routes are not counted against registration.
    const other = await signUp();
    await t.http.post('/users').set('Authorization', `Bearer ${other.token}`).send({}).expect(201);
  });
});
