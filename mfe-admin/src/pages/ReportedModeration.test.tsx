// Reported Items' reviews and reported conversations, against a server that answers like the API
// (real HTTP, real client, real confirm modal).
import type { ConversationView, ReportedReviewView, ReviewView, ThreadView } from '@carmarket/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type FakeApi, type Reply } from '@carmarket/shared-ui/test/fake-api';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import ReportedItemsPage from './ReportedItemsPage';

const review = (extra: Partial<ReviewView>): ReviewView => ({
  _id: 'r1',
  sellerId: 's1',
  rating: 1,
  text: 'Buy cheap pills at <a href="http://spam">spam</a>',
  buyerName: 'Mallory',
  carName: 'Model 3',
  brand: 'Tesla',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const conversation: ConversationView = {
  _id: 'c1',
  subject: 'order',
  listingId: 'l1',
  orderId: 'o1',
  carName: 'Camry SE',
  brand: 'Toyota',
  buyer: { _id: 'b1', name: 'Bea Buyer' },
  seller: { _id: 's1', name: 'Sam Seller' },
  lastMessage: 'pay me by wire',
  lastMessageAt: '2026-11-21T10:00:00.000Z',
  unread: 0,
  blocked: false,
  blockedByMe: false,
  reported: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const thread: ThreadView = {
  conversation,
  report: { reportedAt: '2026-11-21T11:00:00.000Z', reportedBy: 'b1', reason: 'Asks for a wire transfer' },
  offers: [],
  messages: [
    {
      _id: 'm1',
      conversationId: 'c1',
      senderId: 'b1',
      text: 'Is it still available?',
      safetyNotice: false,
      read: true,
      createdAt: '2026-11-21T09:00:00.000Z',
    },
    {
      _id: 'm2',
      conversationId: 'c1',
      senderId: 's1',
      text: '<img src=x onerror=alert(1)> pay me by wire',
      safetyNotice: true,
      read: true,
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  olderCursor: null,
};

let api: FakeApi;
let reviews: ReviewView[];
let reported: ReportedReviewView[];
beforeEach(async () => {
  api = await startFakeApi();
  reviews = [
    review({}),
    review({
      _id: 'r2',
      buyerName: 'Bea',
      rating: 5,
      text: 'Lovely car',
      answer: { text: 'Thanks!', createdAt: '2026-11-21T10:00:00.000Z' },
    }),
  ];
  api.on('GET /reported', ok([]));
  api.on('GET /reviews', () => ok({ items: reviews, total: reviews.length, nextCursor: null }));
  reported = [];
  api.on('GET /moderation/reviews', () => ok({ items: reported, total: reported.length, nextCursor: null }));
  api.on('GET /conversations/reported', ok({ items: [conversation], total: 1, unread: 0, nextCursor: null }));
  api.on('GET /conversations/c1', ok(thread));
  signInAs('Admin');
});
afterEach(() => api.close());

const reviewsSection = async () => within(await screen.findByRole('region', { name: /^Reviews/ }));

it('lists the reviews with stars, buyer, car, text as text and the answer', async () => {
  renderScreen(<ReportedItemsPage />);
  const section = await reviewsSection();
  const mallory = within(await section.findByRole('article', { name: 'Review by Mallory of the Tesla Model 3' }));
  expect(mallory.getByRole('img', { name: '1 of 5 stars' })).toBeInTheDocument();
  expect(mallory.getByText('Buy cheap pills at <a href="http://spam">spam</a>')).toBeInTheDocument();
  expect(mallory.queryByRole('link', { name: 'spam' })).toBeNull();
  expect(mallory.getByRole('link', { name: 'seller page' })).toHaveAttribute('href', '/seller/s1');
  expect(section.getByText('Thanks!')).toBeInTheDocument();
  expect(section.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
});

describe('reported reviews', () => {
  const reportOf = (id: string, name: string, reason: 'offensive' | 'scam', at: string, text?: string) => ({
    _id: id,
    reason,
    ...(text && { text }),
    reporter: { _id: `u-${name}`, name },
    reportedAt: at,
  });
  beforeEach(() => {
    reported = [
      {
        ...reviews[0],
        reports: [
          reportOf('p2', 'Olga Other', 'scam', '2026-11-27T11:00:00.000Z'),
          reportOf('p1', 'Rita Reporter', 'offensive', '2026-11-27T10:00:00.000Z', 'Spam <b>links</b>'),
        ],
      },
    ];
  });
  const reportedSection = async () => within(await screen.findByRole('region', { name: /^Reported reviews/ }));

  it('come first, each with how many reports, the reasons, who and when, newest first', async () => {
    renderScreen(<ReportedItemsPage />);
    const section = await reviewsSection();
    const first = (await section.findAllByRole('article'))[0];
    expect(first).toHaveAccessibleName('Review by Mallory of the Tesla Model 3');
    const mallory = within((await reportedSection()).getByRole('article', { name: /Review by Mallory/ }));
    expect(mallory.getByText('2 reports')).toBeInTheDocument();
    const items = within(mallory.getByRole('region', { name: 'Reports' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Scam or fraud.*Olga Other · /),
      expect.stringMatching(/^Offensive: “Spam <b>links<\/b>”Rita Reporter · /),
    ]);
    expect(screen.getByRole('heading', { name: 'Reported reviews (1)' })).toBeInTheDocument();
  });

  it('dismissing the reports after a confirm takes the review out of the reported ones; it stays among all', async () => {
    api.on('POST /moderation/reviews/r1/dismiss', () => {
      reported = [];
      return ok(reviews[0]);
    });
    const u = userEvent.setup();
    renderScreen(<ReportedItemsPage />);
    const mallory = within((await reportedSection()).getByRole('article', { name: /Review by Mallory/ }));
    await u.click(mallory.getByRole('button', { name: 'Dismiss reports' }));
    expect(
      await screen.findByRole('heading', { name: "Dismiss the reports of Mallory's review?" }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Yes, dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Reported reviews/ })).toBeNull());
    expect(api.callsTo('POST /moderation/reviews/r1/dismiss')).toHaveLength(1);
    const section = await reviewsSection();
    expect(section.getByRole('article', { name: /Review by Mallory/ })).toBeInTheDocument();
    expect(within(section.getByRole('article', { name: /Review by Mallory/ })).queryByText(/reports?$/)).toBeNull();
  });

  it('removing a reported review after the confirm takes it out of both lists', async () => {
    api.on('DELETE /reviews/r1', () => {
      reviews = reviews.filter((r) => r._id !== 'r1');
      reported = [];
      return { status: 204 };
    });
    const u = userEvent.setup();
    renderScreen(<ReportedItemsPage />);
    const mallory = within((await reportedSection()).getByRole('article', { name: /Review by Mallory/ }));
    await u.click(mallory.getByRole('button', { name: 'Remove' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    const section = await reviewsSection();
    await waitFor(() => expect(section.queryByRole('article', { name: /Review by Mallory/ })).toBeNull());
    expect(section.getByRole('article', { name: /Review by Bea/ })).toBeInTheDocument();
  });
});

it('removes a review after the confirm; Cancel keeps it', async () => {
  api.on('DELETE /reviews/r1', () => {
    reviews = reviews.filter((r) => r._id !== 'r1');
    return { status: 204 };
  });
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const section = await reviewsSection();
  const remove = within(await section.findByRole('article', { name: /Review by Mallory/ })).getByRole('button', {
    name: 'Remove',
  });

  await u.click(remove);
  expect(await screen.findByRole('heading', { name: "Remove Mallory's review?" })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(remove).toBeEnabled());
  expect(api.callsTo('DELETE /reviews/r1')).toEqual([]);

  await u.click(remove);
  await u.click(await screen.findByRole('button', { name: 'Yes, remove' }));
  await waitFor(() => expect(section.queryByRole('article', { name: /Review by Mallory/ })).toBeNull());
  expect(api.callsTo('DELETE /reviews/r1')).toHaveLength(1);
  expect(section.getByRole('article', { name: /Review by Bea/ })).toBeInTheDocument();
});

it("keeps the review and shows the API's reason when the removal fails", async () => {
  api.on('DELETE /reviews/r1', fail(403, 'Admins only'));
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const section = await reviewsSection();
  await u.click(
    within(await section.findByRole('article', { name: /Review by Mallory/ })).getByRole('button', { name: 'Remove' }),
  );
  await u.click(await screen.findByRole('button', { name: 'Yes, remove' }));
  expect(await screen.findByText('Admins only')).toBeInTheDocument();
  expect(section.getByRole('article', { name: /Review by Mallory/ })).toBeInTheDocument();
});

it('shows a reported conversation and, on demand, its thread read-only with the text as text', async () => {
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const item = within(await screen.findByRole('article', { name: 'Conversation about the Toyota Camry SE' }));
  expect(item.getByText(/Bea Buyer \(buyer\) and Sam Seller \(seller\)/)).toBeInTheDocument();
  expect(api.callsTo('GET /conversations/c1')).toEqual([]);

  await u.click(item.getByRole('button', { name: 'Show thread' }));
  const messages = within(await item.findByRole('list', { name: 'Messages between Bea Buyer and Sam Seller' }));
  const [first, second] = messages.getAllByRole('listitem');
  expect(first).toHaveTextContent('Bea Buyer (buyer)');
  expect(first).toHaveTextContent('Is it still available?');
  expect(second).toHaveTextContent('Sam Seller (seller)');
  expect(within(second).getByText('<img src=x onerror=alert(1)> pay me by wire')).toBeInTheDocument();
  expect(second.querySelector('img')).toBeNull();
  expect(within(second).getByText('Safety notice')).toBeInTheDocument();
  expect(item.getByText(/Reported .* by Bea Buyer \(buyer\): “Asks for a wire transfer”/)).toBeInTheDocument();
  // Read-only: nothing to write or send.
  expect(item.queryByRole('textbox')).toBeNull();
  expect(item.queryByRole('button', { name: /send/i })).toBeNull();
});

it("brings the messages before the thread's latest page with Older messages, a page at a time", async () => {
  const older = (n: number) => ({
    ...thread.messages[0],
    _id: `old${n}`,
    text: `Older message ${n}`,
    createdAt: `2026-11-20T1${n}:00:00.000Z`,
  });
  api.on('GET /conversations/c1', ok({ ...thread, olderCursor: 'before-m1' }));
  api.on('GET /conversations/c1/messages', (call): Reply =>
    call.url.includes('cursor=before-m1')
      ? {
          status: 200,
          body: [older(2)],
          headers: { 'X-Total-Count': '4', Link: '</conversations/c1/messages?cursor=before-old2>; rel="next"' },
        }
      : { status: 200, body: [older(1)], headers: { 'X-Total-Count': '4' } },
  );
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const item = within(await screen.findByRole('article', { name: 'Conversation about the Toyota Camry SE' }));
  await u.click(item.getByRole('button', { name: 'Show thread' }));
  const texts = async () =>
    within(await item.findByRole('list', { name: 'Messages between Bea Buyer and Sam Seller' }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);

  expect(await texts()).toHaveLength(2);
  await u.click(item.getByRole('button', { name: 'Older messages' }));
  await waitFor(async () => expect((await texts())[0]).toBe('Older message 2'));
  await u.click(item.getByRole('button', { name: 'Older messages' }));
  await waitFor(async () =>
    expect(await texts()).toEqual([
      'Older message 1',
      'Older message 2',
      'Is it still available?',
      '<img src=x onerror=alert(1)> pay me by wire',
    ]),
  );
  expect(item.queryByRole('button', { name: 'Older messages' })).toBeNull();
});

it('says when nothing is reviewed or reported', async () => {
  reviews = [];
  api.on('GET /conversations/reported', ok({ items: [], total: 0, unread: 0, nextCursor: null }));
  renderScreen(<ReportedItemsPage />);
  expect(await screen.findByText('NO REVIEWS')).toBeInTheDocument();
  expect(await screen.findByText('NO REPORTED CONVERSATIONS')).toBeInTheDocument();
});

it('appends the next page of reviews with More reviews, then offers no more', async () => {
  api.on('GET /reviews', (call) =>
    call.url.includes('cursor=n1')
      ? ok({ items: [review({ _id: 'r3', buyerName: 'Carl' })], total: 3, nextCursor: null })
      : ok({ items: reviews, total: 3, nextCursor: 'n1' }),
  );
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  const section = await reviewsSection();
  await section.findByRole('article', { name: /Review by Mallory/ });
  expect(section.queryByRole('article', { name: /Review by Carl/ })).toBeNull();

  await u.click(section.getByRole('button', { name: 'More reviews' }));
  expect(await section.findByRole('article', { name: /Review by Carl/ })).toBeInTheDocument();
  expect(section.getAllByRole('article')).toHaveLength(3);
  await waitFor(() => expect(section.queryByRole('button', { name: 'More reviews' })).toBeNull());
});

it('says why the reported conversations cannot be shown, and keeps the reviews', async () => {
  api.on('GET /conversations/reported', fail(500, 'Database unavailable'));
  renderScreen(<ReportedItemsPage />);
  const section = within(await screen.findByRole('region', { name: /^Reported conversations/ }));
  expect(await section.findByText('Could not load the reported conversations')).toBeInTheDocument();
  expect(section.getByText('Database unavailable')).toBeInTheDocument();
  expect(await (await reviewsSection()).findByRole('article', { name: /Review by Mallory/ })).toBeInTheDocument();
});
