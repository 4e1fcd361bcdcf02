import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, gate, ok, startFakeApi, type FakeApi, type Reply } from '@carmarket/shared-ui/test/fake-api';
import { HELD_STATUSES, orderHolding, STATUS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { aConversation, aMessage, aThread, ME_BUYER, SELLER_ID } from '../../test/fixtures';
import { renderAt, signInAs } from '../../test/render';
import { SAFETY_NOTICE } from '../features/messages/MessageBubble';

let api: FakeApi;
let thread: ReturnType<typeof aThread>;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /me', ok(ME_BUYER));
  thread = aThread();
  api.on('GET /conversations/c1', () => ok(thread));
  api.on('PUT /conversations/c1/read', { status: 204 });
  signInAs();
});
afterEach(() => api.close());

const messages = () => screen.findByRole('list', { name: 'Messages' });
const box = () => screen.findByRole('textbox', { name: 'Message to Sam Carter Motors' });

it("shows the car, the booking's state and the other party at the top, and the messages oldest first", async () => {
  thread = aThread({
    listing: undefined,
    order: { _id: 'o1', status: 'active', isPaid: true },
    messages: [
      aMessage({ _id: 'm1', text: 'Is it still available?', senderId: ME_BUYER._id }),
      aMessage({ _id: 'm2', text: 'Yes, come and see it', createdAt: '2025-06-01T11:00:00.000Z' }),
    ],
  });
  renderAt('/dashboard/messages/c1');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Conversation with Sam Carter Motors' }),
  ).toBeInTheDocument();
  const top = screen.getByRole('banner', { name: 'Conversation' });
  expect(top).toHaveTextContent('Tesla Model X 75D');
  expect(top).toHaveTextContent('Sold');
  expect(top).toHaveTextContent('Seller: Sam Carter Motors');
  const items = within(await messages()).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringContaining('Is it still available?'),
    expect.stringContaining('Yes, come and see it'),
  ]);
  expect(items[0]).toHaveTextContent('You ·');
  expect(items[1]).toHaveTextContent('Sam Carter Motors ·');
});

it('says a conversation about a listing is a question before booking', async () => {
  thread = aThread({ conversation: aConversation({ subject: 'listing', orderId: undefined }), order: undefined });
  renderAt('/dashboard/messages/c1');
  expect(await screen.findByRole('banner', { name: 'Conversation' })).toHaveTextContent('Question before booking');
});

it('renders a message holding markup or a script as its literal text', async () => {
  const text = '<script>window.hacked = true</script><b>bold?</b> <img src=x onerror="alert(1)">';
  thread = aThread({ messages: [aMessage({ text })] });
  renderAt('/dashboard/messages/c1');

  const list = await messages();
  expect(within(list).getByText(text)).toBeInTheDocument();
  expect(list.querySelector('script, b, img')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

it('Enter sends the trimmed text and empties the box; Shift+Enter starts a new line instead', async () => {
  api.on('POST /conversations/c1/messages', (call) =>
    ok(
      aMessage({
        _id: 'm9',
        senderId: ME_BUYER._id,
        text: (call.body as { text: string }).text,
        createdAt: '2025-06-02T10:00:00.000Z',
      }),
    ),
  );
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');

  await u.type(await box(), '  Can I see it Saturday?{Shift>}{Enter}{/Shift}Morning is best  ');
  expect(api.callsTo('POST /conversations/c1/messages')).toHaveLength(0);
  expect(await box()).toHaveValue('  Can I see it Saturday?\nMorning is best  ');
  await u.keyboard('{Enter}');

  await waitFor(() =>
    expect(api.callsTo('POST /conversations/c1/messages').map((c) => c.body)).toEqual([
      { text: 'Can I see it Saturday?\nMorning is best' },
    ]),
  );
  expect(
    await within(await messages()).findByText('Can I see it Saturday? Morning is best', {
      normalizer: (s) => s.replace(/\s+/g, ' '),
    }),
  ).toBeInTheDocument();
  await waitFor(async () => expect(await box()).toHaveValue(''));
});

it('a message written while the previous one is still sending goes after it, and nothing typed is lost', async () => {
  const first = gate();
  let n = 0;
  api.on('POST /conversations/c1/messages', (call) => {
    n += 1;
    const sent = aMessage({
      _id: `m${n + 10}`,
      senderId: ME_BUYER._id,
      text: (call.body as { text: string }).text,
      createdAt: `2025-06-02T10:00:0${n}.000Z`,
    });
    return n === 1 ? first.reply().then(() => ok(sent)) : ok(sent);
  });
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');

  await u.type(await box(), 'First{Enter}');
  await waitFor(() => expect(api.callsTo('POST /conversations/c1/messages')).toHaveLength(1));
  await u.type(await box(), 'Second{Enter}');
  expect(await box()).toHaveValue('');
  first.open(ok(null));
  await waitFor(() =>
    expect(api.callsTo('POST /conversations/c1/messages').map((c) => c.body)).toEqual([
      { text: 'First' },
      { text: 'Second' },
    ]),
  );
  const list = await messages();
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^First/), expect.stringMatching(/^Second/)]),
  );
});

it('a message the API refuses comes back into the box', async () => {
  api.on('POST /conversations/c1/messages', fail(429, 'Too many messages; wait a minute'));
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');
  await u.type(await box(), 'Are you there?{Enter}');
  expect(await screen.findByText('Too many messages; wait a minute')).toBeInTheDocument();
  await waitFor(async () => expect(await box()).toHaveValue('Are you there?'));
});

it('refuses an empty message and one over 2000 characters with a clear message, sending nothing', async () => {
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');

  await u.type(await box(), '   {Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');

  await u.clear(await box());
  await u.click(await box());
  await u.paste('x'.repeat(2001));
  await u.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A message holds at most 2000 characters; this one has 2001.',
  );
  expect(api.callsTo('POST /conversations/c1/messages')).toHaveLength(0);
});

it('shows the safety notice to the reader of a message with a link, not to its sender', async () => {
  thread = aThread({
    messages: [
      aMessage({ _id: 'm1', text: 'Pay the deposit at paypal.me/sam', safetyNotice: true }),
      aMessage({ _id: 'm2', text: 'See www.example.com', safetyNotice: true, senderId: ME_BUYER._id }),
    ],
  });
  renderAt('/dashboard/messages/c1');

  const [theirs, mine] = within(await messages()).getAllByRole('listitem');
  expect(within(theirs).getByRole('note')).toHaveTextContent(SAFETY_NOTICE);
  expect(within(mine).queryByRole('note')).toBeNull();
});

it('shows a new message from the other side without a reload, and marks what came to the reader read', async () => {
  thread = aThread({ messages: [aMessage({ _id: 'm1', text: 'Hello' })] });
  renderAt('/dashboard/messages/c1');
  expect(within(await messages()).getByText('Hello')).toBeInTheDocument();

  thread = aThread({
    messages: [
      aMessage({ _id: 'm1', text: 'Hello' }),
      aMessage({ _id: 'm2', text: 'Still interested?', read: false, createdAt: '2025-06-01T12:00:00.000Z' }),
    ],
  });
  // The page polls every 3 s while visible: a new message shows within 5 s.
  expect(await within(await messages()).findByText('Still interested?', {}, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('PUT /conversations/c1/read')).toHaveLength(1));
});

it('Report conversation sends the reason and then reads Reported', async () => {
  api.on('POST /conversations/c1/report', () => {
    thread = aThread({ conversation: aConversation({ reported: true }) });
    return ok(thread.conversation);
  });
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');

  await u.click(await screen.findByRole('button', { name: 'Report conversation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
  await u.type(within(dialog).getByRole('textbox'), 'Asks for a wire transfer');
  await u.click(within(dialog).getByRole('button', { name: 'Report' }));

  expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
  expect(api.callsTo('POST /conversations/c1/report').map((c) => c.body)).toEqual([
    { reason: 'Asks for a wire transfer' },
  ]);
});

it('Block asks first, then closes the box; Unblock opens it again', async () => {
  api.on('POST /conversations/c1/block', () => {
    thread = aThread({ conversation: aConversation({ blocked: true, blockedByMe: true }) });
    return { status: 204 };
  });
  api.on('DELETE /conversations/c1/block', () => {
    thread = aThread();
    return { status: 204 };
  });
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');

  await u.click(await screen.findByRole('button', { name: 'Block Sam Carter Motors' }));
  await u.click(await screen.findByRole('button', { name: 'Block' }));
  expect(await screen.findByRole('status')).toHaveTextContent('You blocked Sam Carter Motors. Unblock to write again.');
  expect(screen.queryByRole('textbox')).toBeNull();

  await u.click(screen.getByRole('button', { name: 'Unblock Sam Carter Motors' }));
  expect(await box()).toBeEnabled();
  expect(api.callsTo('POST /conversations/c1/block')).toHaveLength(1);
  expect(api.callsTo('DELETE /conversations/c1/block')).toHaveLength(1);
});

it('a seller sees the buyer as the other party', async () => {
  api.on('GET /me', ok({ ...ME_BUYER, _id: SELLER_ID, name: 'Sam Carter Motors', role: 'Seller' }));
  thread = aThread({ messages: [aMessage({ text: 'Hello' })] });
  renderAt('/dashboard/messages/c1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Conversation with Dana Buyer' })).toBeInTheDocument();
  expect(within(await messages()).getByRole('listitem')).toHaveTextContent('You ·');
});

it.each(HELD_STATUSES)(
  "the top of a thread about a booking that holds its car %s reads the car's words",
  async (status) => {
    thread = aThread({ order: { _id: 'o1', ...orderHolding(status) } });
    renderAt('/dashboard/messages/c1');
    const top = await screen.findByRole('banner', { name: 'Conversation' });
    expect(within(top).getByText(STATUS_WORDS[status])).toBeInTheDocument();
  },
);

it('Show older messages brings the pages before the latest one, a page at a time, oldest first on screen', async () => {
  const at = (hour: number) => `2025-06-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const message = (n: number) => aMessage({ _id: `m${n}`, text: `Message ${n}`, createdAt: at(8 + n) });
  thread = aThread({ messages: [message(3), message(4)], olderCursor: 'before-m3' });
  api.on('GET /conversations/c1/messages', (call): Reply => {
    const cursor = new URL(call.url, 'http://x').searchParams.get('cursor');
    if (cursor === 'before-m3')
      return {
        status: 200,
        body: [message(2)],
        headers: { 'X-Total-Count': '4', Link: '</conversations/c1/messages?cursor=before-m2>; rel="next"' },
      };
    return { status: 200, body: [message(1)], headers: { 'X-Total-Count': '4' } };
  });
  const u = userEvent.setup();
  renderAt('/dashboard/messages/c1');
  const texts = async () =>
    within(await messages())
      .getAllByText(/^Message \d$/)
      .map((el) => el.textContent);

  expect(await screen.findByText('Message 4')).toBeInTheDocument();
  expect(api.callsTo('GET /conversations/c1/messages')).toEqual([]); // asked for only on request
  await u.click(screen.getByRole('button', { name: 'Show older messages' }));
  await waitFor(async () => expect(await texts()).toEqual(['Message 2', 'Message 3', 'Message 4']));
  await u.click(screen.getByRole('button', { name: 'Show older messages' }));
  await waitFor(async () => expect(await texts()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']));
  expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
});
