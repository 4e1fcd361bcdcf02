import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { keysetSort, pageFilter, pageOf, type KeyOrder, type Page } from '../common/paging/paging';
import { ListingQueries } from '../listings/listing-queries.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderPaymentsService } from '../orders/order-payments.service';
import type { OrderRecord } from '../orders/schemas/order.schema';
import { OfferReads } from '../offers/offer-reads';
import type { OfferRecord } from '../offers/schemas/offer.schema';
import { UsersService } from '../users/users.service';
import { BlocksService } from './blocks.service';
import type { OpenConversationDto } from './dto/conversation.dto';
import { needsSafetyNotice } from './safety-notice';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema';
import { Message, type MessageRecord } from './schemas/message.schema';
import { APP_ROUTES } from '../common/app-routes';

export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;
/** Characters of a message shown in the list and in its notification. */
const PREVIEW_LENGTH = 140;

export interface ConversationListItem {
  conversation: ConversationRecord;
  unread: number;
  blocked: boolean;
  blockedByMe: boolean;
}

export interface Thread extends ConversationListItem {
  listing: ListingRecord | null;
  order: OrderRecord | null;
  messages: MessageRecord[];
  olderCursor: string | null;
  /** Every offer of the thread, oldest first (the cards between its messages). */
  offers: OfferRecord[];
  /** The caller is one of the two parties (not an admin reading a reported thread). */
  asParty: boolean;
}

/** Where a conversation opens in the web app: its new-message notifications lead there. */
const threadLink = APP_ROUTES.messageThread;

const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);
const newestFirst = (field: string): KeyOrder => ({ field, direction: -1, kind: 'date' });
const BY_LAST_MESSAGE = newestFirst('lastMessageAt');
const BY_CREATED = newestFirst('createdAt');
const BY_REPORTED = newestFirst('reportedAt');

/**
 * Messages between a car's seller and one buyer, about a listing (before booking) or an order.
 * Only the two parties read or write; admins read a conversation once either party reported it.
 */
@Injectable()
export class ConversationsService implements OnModuleInit {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly offers: OfferReads,
    private readonly listings: ListingQueries,
    private readonly orders: OrderPaymentsService,
    private readonly users: UsersService,
    private readonly blocks: BlocksService,
    private readonly outbox: OutboxDispatcher,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    // A message read in its thread before its notification went out: that notification arrives read.
    this.outbox.register(this.messages, { seenField: 'read' });
  }

  /** Opens the conversation about a listing or an order, or returns the one already open. */
  async open(
    caller: RegisteredUser,
    body: OpenConversationDto,
  ): Promise<{ conversation: ConversationRecord; created: boolean }> {
    const me = new Types.ObjectId(caller.userId);
    const about = body.orderId ? await this.aboutOrder(me, body.orderId) : await this.aboutListing(me, body.listingId!);
    const other = about.buyer.equals(me) ? about.seller : about.buyer;
    if (await this.blocks.isBlocked(me, other)) throw this.blockedError();

    const existing = await this.conversations.findOne({ key: about.key }).lean<ConversationRecord>().exec();
    if (existing) return { conversation: existing, created: false };
    const [buyer, seller] = await Promise.all([
      this.users.findById(about.buyer.toString()),
      this.users.findById(about.seller.toString()),
    ]);
    try {
      const created = await this.conversations.create({
        ...about,
        participants: [about.buyer, about.seller],
        buyerName: buyer?.name ?? 'Buyer',
        sellerName: seller?.name ?? about.sellerName,
        lastMessageAt: new Date(),
      });
      return { conversation: created.toObject<ConversationRecord>(), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // The same conversation opened twice at once: the other request created it.
      return {
        conversation: (await this.conversations.findOne({ key: about.key }).lean<ConversationRecord>().exec())!,
        created: false,
      };
    }
  }

  async list(
    caller: RegisteredUser,
    limit = CONVERSATIONS_PAGE_SIZE,
    cursor?: string,
  ): Promise<Page<ConversationListItem> & { unread: number }> {
    const me = new Types.ObjectId(caller.userId);
    const filter: QueryFilter<Conversation> = { participants: me };
    const [rows, total, unread] = await Promise.all([
      this.conversations
        .find(pageFilter(filter, BY_LAST_MESSAGE, cursor))
        .sort(keysetSort(BY_LAST_MESSAGE))
        .limit(limit + 1)
        .lean<ConversationRecord[]>()
        .exec(),
      this.conversations.countDocuments(filter).exec(),
      this.unreadCount(caller),
    ]);
    const page = pageOf(rows, limit, total, BY_LAST_MESSAGE);
    const items = await this.describe(me, page.items);
    return { items, total, nextCursor: page.nextCursor, unread };
  }

  /** Unread messages to the caller in all conversations: one indexed count, cheap enough to poll. */
  unreadCount(caller: RegisteredUser): Promise<number> {
    return this.messages.countDocuments({ recipient: new Types.ObjectId(caller.userId), read: false }).exec();
  }

  async thread(caller: RegisteredUser, id: string, cursor?: string): Promise<Thread> {
    const conversation = await this.readable(caller, id);
    const me = new Types.ObjectId(caller.userId);
    const rows = await this.messages
      .find(pageFilter({ conversation: conversation._id }, BY_CREATED, cursor), { outbox: 0 })
      .sort(keysetSort(BY_CREATED))
      .limit(MESSAGES_PAGE_SIZE + 1)
      .lean<MessageRecord[]>()
      .exec();
    const page = pageOf(rows, MESSAGES_PAGE_SIZE, 0, BY_CREATED);
    const [[item], listing, order, offers] = await Promise.all([
      this.describe(me, [conversation]),
      this.listings.findById(conversation.listing),
      conversation.order ? this.orders.findById(conversation.order.toString()) : null,
      this.offers.ofConversation(conversation._id),
    ]);
    const asParty = conversation.participants.some((p) => p.equals(me));
    return { ...item, listing, order, messages: page.items.reverse(), olderCursor: page.nextCursor, offers, asParty };
  }

  async send(caller: RegisteredUser, id: string, text: string): Promise<MessageRecord> {
    const conversation = await this.mine(caller, id);
    const me = new Types.ObjectId(caller.userId);
    const other = conversation.buyer.equals(me) ? conversation.seller : conversation.buyer;
    if (await this.blocks.isBlocked(me, other)) throw this.blockedError();
    // A closed account's messages stay readable; nobody can write to it any more.
    if (!(await this.users.findActive(other.toString())))
      throw new ConflictException(
        'This person has left CarMarket: the conversation stays readable but takes no new messages.',
      );

    const _id = new Types.ObjectId();
    const senderName = conversation.buyer.equals(me) ? conversation.buyerName : conversation.sellerName;
    // The message and the other party's notification: one write.
    const created = await this.messages.create({
      _id,
      conversation: conversation._id,
      sender: me,
      recipient: other,
      text,
      safetyNotice: needsSafetyNotice(text),
      read: false,
      outbox: outboxEntries(
        'new-message',
        [other],
        {
          title: `New message from ${senderName} about the ${conversation.brand} ${conversation.carName}`,
          body: preview(text),
          link: threadLink(conversation._id),
        },
        _id,
      ),
    });
    const message = created.toObject<MessageRecord>();
    // The list's order and preview. A crash before this leaves them a message behind, nothing worse.
    await this.conversations
      .updateOne(
        { _id: conversation._id, lastMessageAt: { $lte: message.createdAt } },
        { $set: { lastMessageAt: message.createdAt, lastMessage: preview(text), lastSender: me } },
      )
      .exec();
    await this.outbox.afterWrite(this.messages, _id);
    const { outbox: _sent, ...view } = message;
    return view;
  }

  /** Everything sent to the caller in this conversation is read, and so are their notifications of it (idempotent). */
  async markRead(caller: RegisteredUser, id: string): Promise<void> {
    const conversation = await this.mine(caller, id);
    await this.messages
      .updateMany(
        { conversation: conversation._id, recipient: new Types.ObjectId(caller.userId), read: false },
        { $set: { read: true } },
      )
      .exec();
    await this.notifications.markReadAbout(caller.userId, 'new-message', threadLink(conversation._id));
  }

  /** Either party reports it: admins may read it from then on. The first report is kept (idempotent). */
  async report(caller: RegisteredUser, id: string, reason: string | undefined): Promise<ConversationRecord> {
    const conversation = await this.mine(caller, id);
    const reported = await this.conversations
      .findOneAndUpdate(
        { _id: conversation._id, reportedAt: { $exists: false } },
        {
          $set: {
            reportedAt: new Date(),
            reportedBy: new Types.ObjectId(caller.userId),
            ...(reason && { reportReason: reason }),
          },
        },
        { returnDocument: 'after' },
      )
      .lean<ConversationRecord>()
      .exec();
    return reported ?? conversation;
  }

  /** An admin dismisses its report: the thread leaves the queue and is the two parties' alone again. Null unless it was reported. */
  dismissReport(id: string): Promise<ConversationRecord | null> {
    return this.conversations
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), reportedAt: { $exists: true } },
        { $unset: { reportedAt: 1, reportedBy: 1, reportReason: 1 } },
      )
      .lean<ConversationRecord>()
      .exec();
  }

  /** The caller blocks the other party of this conversation (idempotent). */
  async block(caller: RegisteredUser, id: string): Promise<void> {
    const conversation = await this.mine(caller, id);
    await this.blocks.block(caller.userId, this.otherParty(conversation, caller));
  }

  /** The caller lifts its own block; a block by the other party stays. */
  async unblock(caller: RegisteredUser, id: string): Promise<void> {
    const conversation = await this.mine(caller, id);
    await this.blocks.unblock(caller.userId, this.otherParty(conversation, caller));
  }

  /** Admins: reported conversations, most recently reported first. */
  async reported(
    caller: RegisteredUser,
    limit = CONVERSATIONS_PAGE_SIZE,
    cursor?: string,
  ): Promise<Page<ConversationListItem>> {
    const filter = { reportedAt: { $exists: true } };
    const [rows, total] = await Promise.all([
      this.conversations
        .find(pageFilter(filter, BY_REPORTED, cursor))
        .sort(keysetSort(BY_REPORTED))
        .limit(limit + 1)
        .lean<ConversationRecord[]>()
        .exec(),
      this.conversations.countDocuments(filter).exec(),
    ]);
    const page = pageOf(rows, limit, total, BY_REPORTED);
    return { ...page, items: await this.describe(new Types.ObjectId(caller.userId), page.items) };
  }

  private async aboutOrder(me: Types.ObjectId, orderId: string) {
    const order = await this.orders.findById(orderId);
    // Only its buyer and the car's seller learn that the order exists.
    if (!order || !(order.buyer.equals(me) || order.seller.equals(me))) throw new NotFoundException('Order not found');
    return {
      key: `order:${order._id}`,
      subject: 'order' as const,
      listing: order.carId,
      order: order._id,
      buyer: order.buyer,
      seller: order.seller,
      sellerName: order.sellerName,
      carName: order.carName,
      brand: order.brand,
    };
  }

  private async aboutListing(me: Types.ObjectId, listingId: string) {
    const listing = await this.listings.findById(listingId);
    if (!listing) throw new NotFoundException('Car not found');
    if (listing.seller.equals(me))
      throw new ForbiddenException('This is your own car: buyers ask you about it, not the other way round.');
    return {
      key: `listing:${listing._id}:${me}`,
      subject: 'listing' as const,
      listing: listing._id,
      buyer: me,
      seller: listing.seller,
      sellerName: listing.sellerName,
      carName: listing.name,
      brand: listing.brand,
    };
  }

  /** A conversation of the caller's; anyone else's is as missing as an unknown one. */
  private async mine(caller: RegisteredUser, id: string): Promise<ConversationRecord> {
    const conversation = await this.conversations
      .findOne({ _id: new Types.ObjectId(id), participants: new Types.ObjectId(caller.userId) })
      .lean<ConversationRecord>()
      .exec();
    if (!conversation) throw new NotFoundException('Conversation not found');
    return conversation;
  }

  /** The caller's own, or any reported one for an admin. */
  private async readable(caller: RegisteredUser, id: string): Promise<ConversationRecord> {
    if (caller.role !== 'Admin') return this.mine(caller, id);
    const conversation = await this.conversations.findById(id).lean<ConversationRecord>().exec();
    if (!conversation) throw new NotFoundException('Conversation not found');
    if (!conversation.reportedAt && !conversation.participants.some((p) => p.equals(caller.userId))) {
      throw new ForbiddenException('Admins read a conversation only once one of its parties reports it.');
    }
    return conversation;
  }

  private otherParty(conversation: ConversationRecord, caller: RegisteredUser): Types.ObjectId {
    return conversation.buyer.equals(caller.userId) ? conversation.seller : conversation.buyer;
  }

  /** Unread counts and block state of each conversation, for `me`. */
  private async describe(me: Types.ObjectId, conversations: ConversationRecord[]): Promise<ConversationListItem[]> {
    if (!conversations.length) return [];
    const [unread, blocks] = await Promise.all([
      this.messages
        .aggregate<{ _id: Types.ObjectId; count: number }>([
          { $match: { recipient: me, read: false, conversation: { $in: conversations.map((c) => c._id) } } },
          { $group: { _id: '$conversation', count: { $sum: 1 } } },
        ])
        .exec(),
      this.blocks.between(conversations.flatMap((c) => c.participants)),
    ]);
    const unreadOf = new Map(unread.map((u) => [u._id.toString(), u.count]));
    return conversations.map((conversation) => {
      const [buyer, seller] = [conversation.buyer.toString(), conversation.seller.toString()];
      const mySide = conversation.buyer.equals(me) ? buyer : conversation.seller.equals(me) ? seller : null;
      const otherSide = mySide === buyer ? seller : buyer;
      return {
        conversation,
        unread: unreadOf.get(conversation._id.toString()) ?? 0,
        blocked: blocks.has(`${buyer}>${seller}`) || blocks.has(`${seller}>${buyer}`),
        blockedByMe: mySide !== null && blocks.has(`${mySide}>${otherSide}`),
      };
    });
  }

  private blockedError(): ForbiddenException {
    return new ForbiddenException('You cannot message this member: one of you blocked the other.');
  }
}
