// Notifications: the outbox (a change and its notification are one write; a crash between the
// change and the dispatch, or inside the dispatch, loses nothing and doubles nothing), the
// in-app list, the e-mail settings, and e-mail through a real SMTP round trip to the mail catcher.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types, type Model } from 'mongoose';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@carmarket/stack/test-services';
import { FaultPoints, InjectedFault } from '../src/common/faults/fault-points';
import { validateEnv } from '../src/config/env.validation';
import { MailLinks } from '../src/mail/mail-links';
import { NotificationMailer } from '../src/notifications/notification-mailer';
import { OutboxDispatcher } from '../src/notifications/outbox-dispatcher';
import { createActor, snapshot, type Actor } from './support/fixtures';
import { verifyEmailByLink } from './support/identity';
import { changeWithNotification, registerProbe, type Probe } from './support/outbox-probe';
import { createTestApp, type TestApp } from './support/test-app';

describe('notifications', () => {
  let t: TestApp;
  let catcher: MailCatcher;
  let mailDir: string;
  let probes: Model<Probe>;
  let alice: Actor;
  let bob: Actor;
  let faults: FaultPoints;
  let dispatcher: OutboxDispatcher;

  beforeAll(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'carmarket-mail-'));
    catcher = await startMailCatcher({ dir: mailDir });
    t = await createTestApp({ env: { MAIL_CATCHER: 'true', SMTP_PORT: String(catcher.smtpPort) } });
    probes = registerProbe(t);
    [alice, bob] = await Promise.all([createActor(t, 'Buyer', { name: 'Alice Example' }), createActor(t, 'Seller')]);
    faults = t.app.get(FaultPoints);
    dispatcher = t.app.get(OutboxDispatcher);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
    rmSync(mailDir, { recursive: true, force: true });
  });
  afterEach(() => faults.disarmAll());

  const get = (who: Actor, url: string) => t.http.get(url).set('Authorization', who.bearer);
  const put = (who: Actor, url: string, body?: object) => t.http.put(url).set('Authorization', who.bearer).send(body);
  const notificationsOf = (who: Actor, title: string) =>
    t.model('Notification').countDocuments({ recipient: who.userId, title });
  const pendingOutboxes = () => probes.countDocuments({ 'outbox.0': { $exists: true } });

  /** Mail to `who` with this subject, once the catcher has it. */
  async function mailTo(who: Actor, subject: string): Promise<CaughtMail> {
    await t.app.get(NotificationMailer).sendSoon();
    const found = catcher.messages().find((m) => m.to.includes(who.email) && m.subject === subject);
    if (!found)
      throw new Error(
        `no mail "${subject}" to ${who.email}; caught: ${catcher
          .messages()
          .map((m) => `${m.to} ${m.subject}`)
          .join('; ')}`,
      );
    return found;
  }

  describe('outbox', () => {
    it('the change and its notification are written together and dispatched right after', async () => {
      await changeWithNotification(t, probes, [alice.userId, bob.userId], { title: 'Together' });
      expect([await notificationsOf(alice, 'Together'), await notificationsOf(bob, 'Together')]).toEqual([1, 1]);
      expect(await pendingOutboxes()).toBe(0);
    });

    it('a crash after the change, before the dispatch: the restart delivers it, once', async () => {
      faults.arm('outbox.before-dispatch');
      await expect(
        changeWithNotification(t, probes, [alice.userId], { title: 'Crash before dispatch' }),
      ).rejects.toBeInstanceOf(InjectedFault);
      expect(await notificationsOf(alice, 'Crash before dispatch')).toBe(0);
      expect(await pendingOutboxes()).toBe(1); // kept with the change, not lost

      await dispatcher.sweep(); // what a restarted process does first
      await dispatcher.sweep();
      expect(await notificationsOf(alice, 'Crash before dispatch')).toBe(1);
      expect(await pendingOutboxes()).toBe(0);
    });

    it('a crash after the notification is written, before the outbox is emptied: the retry does not double it', async () => {
      faults.arm('outbox.after-deliver');
      await expect(
        changeWithNotification(t, probes, [alice.userId], { title: 'Crash after deliver' }),
      ).rejects.toBeInstanceOf(InjectedFault);
      expect(await notificationsOf(alice, 'Crash after deliver')).toBe(1);
      expect(await pendingOutboxes()).toBe(1);

      await dispatcher.sweep();
      expect(await notificationsOf(alice, 'Crash after deliver')).toBe(1);
      expect(await pendingOutboxes()).toBe(0);
    });

    it('dispatchers racing over one document write each notification once', async () => {
      faults.arm('outbox.before-dispatch');
      const id = await changeWithNotification(t, probes, [alice.userId], { title: 'Raced' }).catch(() => null);
      expect(id).toBeNull();
      await Promise.all([dispatcher.sweep(), dispatcher.sweep(), dispatcher.sweep()]);
      expect(await notificationsOf(alice, 'Raced')).toBe(1);
    });
  });

  describe('the list', () => {
    let reader: Actor;
    beforeAll(async () => {
      reader = await createActor(t, 'User');
      for (const n of [1, 2, 3]) await changeWithNotification(t, probes, [reader.userId], { title: `Event ${n}` });
    });

    it('is newest first, paged, with the unread count', async () => {
      const first = await get(reader, '/notifications?limit=2').expect(200);
      expect(first.body).toMatchObject({
        total: 3,
        unread: 3,
        items: [{ title: 'Event 3', read: false }, { title: 'Event 2' }],
      });
      const second = await get(
        reader,
        `/notifications?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      ).expect(200);
      expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(['Event 1']);
      expect(second.body.nextCursor).toBeNull();
      expect((await get(reader, '/notifications/unread-count').expect(200)).body).toEqual({ count: 3 });
    });

    it("marks one read, then all; someone else's is 404 and stays unread", async () => {
      const { items } = (await get(reader, '/notifications').expect(200)).body;
      await put(bob, `/notifications/${items[0]._id}/read`).expect(404);
      await put(reader, `/notifications/${items[0]._id}/read`).expect(204);
      await put(reader, `/notifications/${items[0]._id}/read`).expect(204); // idempotent
      expect((await get(reader, '/notifications/unread-count')).body).toEqual({ count: 2 });
      await put(reader, '/notifications/read-all').expect(204);
      expect((await get(reader, '/notifications/unread-count')).body).toEqual({ count: 0 });
    });

    it('shows nobody else’s notifications', async () => {
      const { body } = await get(bob, '/notifications?limit=100').expect(200);
      expect(body.items.some((n: { title: string }) => n.title.startsWith('Event '))).toBe(false);
    });

    it('refuses a bad page query with 400', async () => {
      await get(reader, '/notifications?limit=0').expect(400);
      await get(reader, '/notifications?cursor=nonsense').expect(400);
    });
  });

  describe('e-mail', () => {
    it('a notification reaches the recipient as an e-mail (plain text and HTML) with an unsubscribe link', async () => {
      await changeWithNotification(t, probes, [alice.userId], { title: 'You have a <b>new</b> message' });
      const mail = await mailTo(alice, 'CarMarket: You have a <b>new</b> message');
      expect(mail.text).toContain('Hello Alice Example,');
      expect(mail.text).toContain('Details of what happened.');
      expect(mail.text).toContain('http://localhost:3000/dashboard/notifications');
      expect(mail.raw).toContain('text/html');
      expect(mail.raw).toContain('&lt;b&gt;new&lt;/b&gt;'); // user text escaped in the HTML part
      expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:4000\/notifications\/unsubscribe\?token=/);
      expect(
        await t
          .model('Notification')
          .findOne({ recipient: alice.userId, title: 'You have a <b>new</b> message' })
          .lean(),
      ).toMatchObject({ mail: 'sent' });
    });

    it('the unsubscribe link (RFC 8058 one-click) turns that kind off without signing in; no more e-mail of that kind', async () => {
      await changeWithNotification(t, probes, [bob.userId], { kind: 'new-review', title: 'Review one' });
      const mail = await mailTo(bob, 'CarMarket: Review one');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const link = new URL(/^<(.*)>$/.exec(mail.headers['list-unsubscribe'])![1]);
      const path = `${link.pathname}${link.search}`;

      // Opening the link (as a mail scanner does) only asks: nothing is turned off yet.
      const page = await t.http.get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('New reviews of you');
      expect(page.text).toContain(`<form method="post" action="${link.href.replace(/&/g, '&amp;')}">`);
      expect((await get(bob, '/me/settings').expect(200)).body.email).toMatchObject({ 'new-review': true });

      // The mail client's one-click POST (or the page's button) does it.
      const done = await t.http.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(done.text).toContain('E-mail turned off');
      expect(done.text).toContain('href="http://localhost:3000/dashboard/settings"'); // where e-mail is turned back on
      expect((await get(bob, '/me/settings').expect(200)).body.email).toMatchObject({
        'new-review': false,
        'new-message': true,
      });

      await changeWithNotification(t, probes, [bob.userId], { kind: 'new-review', title: 'Review two' });
      await t.app.get(NotificationMailer).sendSoon();
      expect(catcher.messages().some((m) => m.subject === 'CarMarket: Review two')).toBe(false);
      expect(await notificationsOf(bob, 'Review two')).toBe(1); // still in the app
    });

    it('an unsubscribe link expires: refused with 400, changing nothing', async () => {
      const links = t.app.get(MailLinks);
      const old = links.token({ userId: alice.userId, kind: 'price-drop' }, new Date(Date.now() - 91 * 86_400_000));
      const before = await snapshot(t);
      for (const call of [t.http.get.bind(t.http), t.http.post.bind(t.http)]) {
        const res = await call(`/notifications/unsubscribe?token=${encodeURIComponent(old)}`).expect(400);
        expect(res.body.message).toBe(
          'This unsubscribe link has expired; turn e-mail off in your notification settings in CarMarket',
        );
      }
      expect(await snapshot(t)).toBe(before);
    });

    it('an unverified address gets no e-mail until its owner follows the verification link', async () => {
      const unverified = await createActor(t, 'Buyer', { emailVerified: false });
      await changeWithNotification(t, probes, [unverified.userId, alice.userId], { title: 'Before verifying' });
      // Sent in order: once Alice has hers, the unverified account's turn has passed.
      await mailTo(alice, 'CarMarket: Before verifying');
      expect(catcher.messages().some((m) => m.to.includes(unverified.email))).toBe(false);
      expect(
        await t.model('Notification').findOne({ recipient: unverified.userId, title: 'Before verifying' }).lean(),
      ).toMatchObject({ mail: 'unverified', read: false }); // still in the app

      await verifyEmailByLink(unverified);
      await changeWithNotification(t, probes, [unverified.userId], { title: 'After verifying' });
      await mailTo(unverified, 'CarMarket: After verifying');
    });

    it('a kind turned off after a notification was queued sends no e-mail for it', async () => {
      const quiet = await createActor(t, 'Buyer');
      const queued = await t.model('Notification').create({
        event: new Types.ObjectId(),
        recipient: new Types.ObjectId(quiet.userId),
        kind: 'price-drop',
        title: 'Queued before turning off',
        body: 'A price dropped.',
        link: '/dashboard/wishlist',
        createdAt: new Date(),
        mail: 'pending',
        mailAt: new Date(),
      });
      await put(quiet, '/me/settings', { email: { 'price-drop': false } }).expect(200);
      await t.app.get(NotificationMailer).sendSoon();
      expect(await t.model('Notification').findById(queued._id).lean()).toMatchObject({ mail: 'off' });
      expect(catcher.messages().some((m) => m.subject === 'CarMarket: Queued before turning off')).toBe(false);
    });

    it('a forged or altered unsubscribe token is refused with 400 and changes nothing', async () => {
      const links = t.app.get(MailLinks);
      const genuine = links.token({ userId: alice.userId, kind: 'new-message' });
      const before = await snapshot(t);
      for (const token of [
        `${alice.userId}.new-message.forged`,
        `${alice.userId}.new-message.${genuine.split('.')[3]}`, // without its expiry
        genuine.replace('new-message', 'new-review'),
        'x',
        `${bob.userId}.${genuine.split('.').slice(1).join('.')}`,
      ]) {
        const res = await t.http.post(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`).expect(400);
        expect(res.body.message).toBe('This unsubscribe link is not valid');
      }
      await t.http.get('/notifications/unsubscribe').expect(400);
      await t.http.post('/notifications/unsubscribe').expect(400);
      expect(await snapshot(t)).toBe(before);
    });

    it("settings offer the kinds the caller's role can receive, with their labels and switches", async () => {
      const kindsOf = async (who: Actor) =>
        (await get(who, '/me/settings').expect(200)).body.kinds as { kind: string; label: string; email: boolean }[];
      const buyerKinds = await kindsOf(alice);
      expect(buyerKinds).toContainEqual({ kind: 'price-drop', label: 'Price drops on your wish list', email: true });
      expect(buyerKinds.map((k) => k.kind)).not.toEqual(expect.arrayContaining(['car-booked']));
      expect(buyerKinds.map((k) => k.kind)).not.toContain('listing-reported');
      const sellerKinds = (await kindsOf(bob)).map((k) => k.kind);
      expect(sellerKinds).toEqual(
        expect.arrayContaining(['car-booked', 'booking-paid', 'new-review', 'seller-verified', 'new-message']),
      );
      expect(sellerKinds).not.toContain('listing-reported');
      await put(alice, '/me/settings', { email: { 'price-drop': false } }).expect(200);
      expect((await kindsOf(alice)).find((k) => k.kind === 'price-drop')).toMatchObject({ email: false });
      await put(alice, '/me/settings', { email: { 'price-drop': true } }).expect(200);
    });

    it('settings turn each kind on and off; a bad body is 400 and changes nothing', async () => {
      const all = (await get(alice, '/me/settings').expect(200)).body.email;
      expect(Object.values(all).every(Boolean)).toBe(true);
      const updated = await put(alice, '/me/settings', { email: { 'price-drop': false } }).expect(200);
      expect(updated.body.email).toMatchObject({ 'price-drop': false, 'new-message': true });
      await put(alice, '/me/settings', { email: { 'price-drop': true } }).expect(200);
      expect((await get(alice, '/me/settings')).body.email['price-drop']).toBe(true);

      const before = await snapshot(t);
      await put(alice, '/me/settings', { email: { 'price-drop': 'no' } }).expect(400);
      await put(alice, '/me/settings', { email: { 'no-such-kind': false } }).expect(400);
      await put(alice, '/me/settings', {}).expect(400);
      expect(await snapshot(t)).toBe(before);
    });
  });
});

describe('mail configuration', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/carmarket', PAYMENTS_SANDBOX: 'true' };
  const production = {
    MONGODB_URI: base.MONGODB_URI,
    NODE_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_live_51Nq7vWbC2xT9kLmP4rS8uYz3aB6dE0fG',
    STRIPE_WEBHOOK_SECRET: 'whsec_Jx7Qm2Lr9Tz4Kc8Vb1Np6Ws3Yd0Hf5Ga',
  };

  it('refuses to start in production with the mail catcher', () => {
    expect(() => validateEnv({ ...production, MAIL_CATCHER: 'true' })).toThrow(
      /NODE_ENV=production cannot use the mail catcher/,
    );
    expect(validateEnv({ ...base, MAIL_CATCHER: 'true' }).MAIL_CATCHER).toBe(true);
  });

  it('needs a link secret of its own for real e-mail in production, and one mail target only', () => {
    const smtp = { SMTP_URL: 'smtps://user:pass@mail.example.test:465' };
    expect(() => validateEnv({ ...production, ...smtp })).toThrow(/needs a MAIL_LINK_SECRET of its own/);
    expect(validateEnv({ ...production, ...smtp, MAIL_LINK_SECRET: 'q9V2mL7xR4tZ8cK1bN6pW3sY0dH5fG2j' }).SMTP_URL).toBe(
      smtp.SMTP_URL,
    );
    expect(() => validateEnv({ ...base, ...smtp, MAIL_CATCHER: 'true' })).toThrow(
      /Set either SMTP_URL or MAIL_CATCHER=true, not both/,
    );
    expect(() => validateEnv({ ...base, SMTP_URL: 'http://mail.example.test' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => validateEnv({ ...base, MAIL_LINK_SECRET: 'short' })).toThrow(
      /MAIL_LINK_SECRET must be at least 32 characters/,
    );
  });
});
