// "Forgot password?" is limited per address (whoever asks) and per client (whatever address), and
// the limits answer alike for an address with an account and one without.
import { createActor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const unknownAddress = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@nowhere.test`;

describe('password reset, per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  const ask = (email: string) => t.http.post('/password-reset').send({ email });

  it('refuses the third link in an hour for one address, with or without an account, and no other address', async () => {
    const known = (await createActor(t, 'Buyer')).email;
    const unknown = unknownAddress('unknown');
    const answers: [number, string][] = [];
    for (const email of [known, known, known, unknown, unknown, unknown]) {
      const res = await ask(email);
      answers.push([res.status, res.body?.message ?? '']);
    }
    const refusal = 'Too many reset links were asked for this address; try again in';
    expect(answers.map(([status]) => status)).toEqual([204, 204, 429, 204, 204, 429]);
    expect(answers[2][1]).toContain(refusal);
    // Worded the same for an address with no account; the minutes left follow each address's own first ask.
    const wording = (message: string) => message.replace(/\d+ minutes?/, 'N minutes');
    expect(wording(answers[5][1])).toBe(wording(answers[2][1]));
    // The address counts however it is written.
    expect((await ask(known.toUpperCase())).status).toBe(429);
    expect((await ask(unknownAddress('other'))).status).toBe(204);
  });
});

describe('password reset, per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('refuses a client past its per-minute limit whatever the address, saying when to retry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.http.post('/password-reset').send({ email: unknownAddress(`c${i}`) })).status);
    const refused = await t.http.post('/password-reset').send({ email: unknownAddress('c4') });
    expect([...statuses, refused.status]).toEqual([204, 204, 204, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
