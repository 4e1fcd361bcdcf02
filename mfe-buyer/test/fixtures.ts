// Wire objects as the API sends them (listings: shared-ui/test/fixtures) (shared-ui types), with a test's own details on top.
import type {
  ConversationView,
  MessageView,
  NotificationView,
  Order,
  PaymentIntentResult,
  ThreadView,
  User,
} from '@carmarket/shared-ui';

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '665f1c2a9b1e4a0012345001',
    name: 'Dana Buyer',
    email: 'demo.buyer@carmarket.test',
    carId: '665f1c2a9b1e4a0012340004',
    sellerName: 'Sam Carter Motors',
    brand: 'Tesla',
    carName: 'Model X 75D',
    price: 39.5,
    phone: '512-555-0199',
    meetingLocation: 'Round Rock Premium Outlets',
    isPaid: false,
    createdAt: '2025-06-01T10:00:00.000Z',
    expiresAt: '2025-06-03T10:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

export function anIntent(overrides: Partial<PaymentIntentResult> = {}): PaymentIntentResult {
  return {
    clientSecret: 'pi_sandbox_abc_secret_def',
    paymentIntentId: 'pi_sandbox_abc',
    amount: 3_950_000,
    currency: 'usd',
    mode: 'sandbox',
    ...overrides,
  };
}

// ---- conversations and notifications ----

export const ME_BUYER: User = {
  _id: 'u-dana',
  name: 'Dana Buyer',
  email: 'demo.buyer@carmarket.test',
  role: 'Buyer',
  isVerified: false,
};
export const SELLER_ID = 'u-sam';

export function aConversation(overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    _id: 'c1',
    subject: 'order',
    listingId: '665f1c2a9b1e4a0012340004',
    orderId: '665f1c2a9b1e4a0012345001',
    carName: 'Model X 75D',
    brand: 'Tesla',
    buyer: { _id: ME_BUYER._id, name: ME_BUYER.name },
    seller: { _id: SELLER_ID, name: 'Sam Carter Motors' },
    lastMessage: 'Is it still available?',
    lastMessageAt: '2025-06-01T10:00:00.000Z',
    unread: 0,
    blocked: false,
    blockedByMe: false,
    reported: false,
    createdAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<MessageView> = {}): MessageView {
  return {
    _id: 'm1',
    conversationId: 'c1',
    senderId: SELLER_ID,
    text: 'Hello',
    safetyNotice: false,
    read: true,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aThread(overrides: Partial<ThreadView> = {}): ThreadView {
  return {
    conversation: aConversation(),
    order: { _id: '665f1c2a9b1e4a0012345001', status: 'active', isPaid: false },
    messages: [],
    olderCursor: null,
    offers: [],
    ...overrides,
  };
}

export function aNotification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    _id: 'n1',
    kind: 'new-message',
    title: 'New message from Sam Carter Motors',
    body: 'About Tesla Model X 75D',
    link: '/dashboard/messages/c1',
    read: false,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}
