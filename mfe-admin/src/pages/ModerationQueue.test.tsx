// The moderation queue of Reported Items: each car's reports, dismissing them, warning or
// suspending the seller, the same choices on a reported conversation, and the audit log; against
// a server that answers like the API (real HTTP, real client, real modals).
import type { AuditEntryView, ConversationView, ListingReportView, OwnerListing } from '@carmarket/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import ReportedItemsPage from './ReportedItemsPage';

const car = {
  ...aListing({ _id: 'l1', name: 'Model S 100D', sellerName: 'Nora Ellis', isReported: true }),
  sellerId: 's9',
  photos: [],
} as unknown as OwnerListing;
const reports: ListingReportView[] = [
  {
    _id: 'p2',
    reason: 'sold',
    reporter: { _id: 'u2', name: 'Vic Visitor' },
    reportedAt: '2026-11-27T15:00:00.000Z',
  },
  {
    _id: 'p1',
    reason: 'scam',
    text: 'Wants a <b>deposit</b> by wire',
    reporter: { _id: 'u1', name: 'Rita Reporter' },
    reportedAt: '2026-11-26T09:00:00.000Z',
  },
];
const conversation: ConversationView = {
  _id: 'c1',
  subject: 'listing',
  listingId: 'l1',
  carName: 'Camry SE',
  brand: 'Toyota',
  buyer: { _id: 'b1', name: 'Bea Buyer' },
  seller: { _id: 's1', name: 'Sam Seller' },
  lastMessageAt: '2026-11-21T10:00:00.000Z',
  unread: 0,
  blocked: false,
  blockedByMe: false,
  reported: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

let api: FakeApi;
let queue: OwnerListing[];
let audit: AuditEntryView[];
let conversations: ConversationView[];
beforeEach(async () => {
  api = await startFakeApi();
  queue = [car];
  conversations = [conversation];
  audit = [];
  api.on('GET /reported', () => ok(queue));
  api.on('GET /moderation/listings/l1/reports', ok(reports));
  api.on('GET /moderation/audit', () => ok({ items: audit, total: audit.length, nextCursor: null }));
  api.on('GET /reviews', ok({ items: [], total: 0, nextCursor: null }));
  api.on('GET /moderation/reviews', ok({ items: [], total: 0, nextCursor: null }));
  api.on('GET /conversations/reported', () =>
    ok({ items: conversations, total: conversations.length, unread: 0, nextCursor: null }),
  );
  signInAs('Admin');
});
afterEach(() => api.close());

const entry = (action: AuditEntryView['action'], targetLabel: string, note?: string): AuditEntryView => ({
  _id: `a${audit.length}`,
  action,
  adminId: 'a1',
  adminName: 'Ada Admin',
  targetKind: 'listing',
  targetId: 'l1',
  targetLabel,
  ...(note && { note }),
  at: '2026-11-27T16:00:00.000Z',
});

it("shows how many reports a car has and each one's reason, words, reporter and time, newest first", async () => {
  renderScreen(<ReportedItemsPage />);
  const card = await screen.findByRole('article', { name: 'Model S 100D' });
  const list = await within(card).findByRole('region', { name: 'Reports' });
  expect(within(list).getByText('2 reports')).toBeInTheDocument();
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Already sold');
  expect(items[0]).toHaveTextContent('Vic Visitor');
  expect(items[1]).toHaveTextContent('Scam or fraud');
  expect(items[1]).toHaveTextContent('“Wants a <b>deposit</b> by wire”'); // the member's words, as text
  expect(items[1]).toHaveTextContent('Rita Reporter');
  expect(within(items[1]).getByText(/Nov 26, 9:00 AM/)).toHaveAttribute('datetime', '2026-11-26T09:00:00.000Z');
});

it('dismisses the reports after a confirm: the car leaves the queue and the action shows in the audit log', async () => {
  api.on('POST /moderation/listings/l1/dismiss', () => {
    queue = [];
    audit = [entry('reports-dismissed', 'Tesla Model S 100D of Nora Ellis')];
    return ok({ ...car, isReported: false });
  });
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const card = await screen.findByRole('article', { name: 'Model S 100D' });
  await u.click(within(card).getByRole('button', { name: 'Dismiss reports' }));
  expect(await screen.findByRole('heading', { name: 'Dismiss the reports of Model S 100D?' })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Yes, dismiss' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Model S 100D' })).toBeNull());
  expect(api.callsTo('POST /moderation/listings/l1/dismiss')).toHaveLength(1);
  expect(
    await screen.findByRole('article', {
      name: 'Ada Admin dismissed the reports of Tesla Model S 100D of Nora Ellis',
    }),
  ).toBeInTheDocument();
});

it('suspends the seller with the reason the seller is told; no reason, nothing sent', async () => {
  api.on('POST /moderation/sellers/s9/suspend', (req) => {
    audit = [entry('seller-suspended', 'Nora Ellis', (req.body as { reason: string }).reason)];
    return ok({
      _id: 's9',
      name: 'Nora Ellis',
      email: 'n@e.test',
      role: 'Seller',
      isVerified: false,
      listingsWithdrawn: 3,
    });
  });
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const card = await screen.findByRole('article', { name: 'Model S 100D' });
  await u.click(within(card).getByRole('button', { name: 'Suspend seller' }));
  expect(await screen.findByRole('heading', { name: 'Suspend Nora Ellis?' })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Yes, suspend' }));
  expect(await screen.findByText('Say why: the seller reads it')).toBeInTheDocument();
  expect(api.callsTo('POST /moderation/sellers/s9/suspend')).toHaveLength(0);
  await u.type(screen.getByRole('textbox', { name: 'Why the account is suspended' }), 'Deposit scam, three reports');
  await u.click(screen.getByRole('button', { name: 'Yes, suspend' }));
  expect(await screen.findByText('Nora Ellis is suspended; 3 car(s) left the market')).toBeInTheDocument();
  expect(api.callsTo('POST /moderation/sellers/s9/suspend')[0].body).toEqual({ reason: 'Deposit scam, three reports' });
  const logged = await screen.findByRole('article', { name: 'Ada Admin suspended Nora Ellis' });
  expect(logged).toHaveTextContent('“Deposit scam, three reports”');
});

it('offers a reported conversation the same choices: dismiss its report, warn the seller', async () => {
  api.on('POST /moderation/conversations/c1/dismiss', () => {
    conversations = [];
    return { status: 204 };
  });
  api.on(
    'POST /moderation/sellers/s1/warn',
    ok({ _id: 's1', name: 'Sam Seller', email: 's@e.test', role: 'Seller', isVerified: true }),
  );
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const item = await screen.findByRole('article', { name: 'Conversation about the Toyota Camry SE' });
  await u.click(within(item).getByRole('button', { name: 'Warn seller' }));
  await u.type(await screen.findByRole('textbox', { name: 'What the seller did wrong' }), 'Asked for a wire transfer');
  await u.click(screen.getByRole('button', { name: 'Send warning' }));
  expect(await screen.findByText('Sam Seller was warned')).toBeInTheDocument();
  expect(api.callsTo('POST /moderation/sellers/s1/warn')[0].body).toEqual({ reason: 'Asked for a wire transfer' });

  await u.click(within(item).getByRole('button', { name: 'Dismiss report' }));
  await u.click(await screen.findByRole('button', { name: 'Yes, dismiss' }));
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Conversation about the Toyota Camry SE' })).toBeNull(),
  );
  expect(api.callsTo('POST /moderation/conversations/c1/dismiss')).toHaveLength(1);
});

it("says on the card, not in a toast, that a car's reports could not be read (a car that just left the market answers 404)", async () => {
  api.on('GET /moderation/listings/l1/reports', fail(404, 'Listing not found'));
  renderScreen(<ReportedItemsPage />);
  const card = await screen.findByRole('article', { name: 'Model S 100D' });
  expect(await within(card).findByText('Could not load the reports: Listing not found')).toBeInTheDocument();
  expect(screen.queryByText('Listing not found')).toBeNull();
});
