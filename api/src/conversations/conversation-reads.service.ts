import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { findPage, keysetSort, pageFilter, pageOf, type Page } from '../common/paging/paging';
import { ListingQueries } from '../listings/listing-queries.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { OfferReads } from '../offers/offer-reads';
import type { OfferRecord } from '../offers/schemas/offer.schema';
import { OrderPaymentsService } from '../orders/order-payments.service';
import type { OrderRecord } from '../orders/schemas/order.schema';
import { ConversationAccess, type ConversationListItem } from './conversation-access';
import { BY_CREATED, BY_LAST_MESSAGE, CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from './conversation-order';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema';
import { Message, type MessageRecord } from './schemas/message.schema';

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

/** What a party reads: their conversations, the unread count, a thread a page of messages at a time. */
@Injectable()
export class ConversationReads {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly access: ConversationAccess,
    private readonly offers: OfferReads,
    private readonly listings: ListingQueries,
    private readonly orders: OrderPaymentsService,
  ) {}

  async list(
    caller: RegisteredUser,
    limit = CONVERSATIONS_PAGE_SIZE,
    cursor?: string,
  ): Promise<Page<ConversationListItem> & { unread: number }> {
    const me = new Types.ObjectId(caller.userId);
    const filter: QueryFilter<Conversation> = { participants: me };
    const [page, unread] = await Promise.all([
      findPage<ConversationRecord>(this.conversations, filter, BY_LAST_MESSAGE, { limit, cursor }),
      this.unreadCount(caller),
    ]);
    return { ...page, items: await this.access.describe(me, page.items), unread };
  }

  /** Unread messages to the caller in all conversations: one indexed count, cheap enough to poll. */
  unreadCount(caller: RegisteredUser): Promise<number> {
    return this.messages.countDocuments({ recipient: new Types.ObjectId(caller.userId), read: false }).exec();
  }

  async thread(caller: RegisteredUser, id: string, cursor?: string): Promise<Thread> {
    const conversation = await this.access.readable(caller, id);
    const me = new Types.ObjectId(caller.userId);
    const rows = await this.messagesAfter(conversation._id, MESSAGES_PAGE_SIZE, cursor);
    const page = pageOf(rows, MESSAGES_PAGE_SIZE, 0, BY_CREATED);
    const [[item], listing, order, offers] = await Promise.all([
      this.access.describe(me, [conversation]),
      this.listings.findById(conversation.listing),
      conversation.order ? this.orders.findById(conversation.order.toString()) : null,
      this.offers.ofConversation(conversation._id),
    ]);
    const asParty = conversation.participants.some((p) => p.equals(me));
    return { ...item, listing, order, messages: page.items.reverse(), olderCursor: page.nextCursor, offers, asParty };
  }

  /** A thread's messages, newest first, a page at a time: the thread's olderCursor reads on from its latest page. */
  async messagesPage(caller: RegisteredUser, id: string, limit = MESSAGES_PAGE_SIZE, cursor?: string) {
    const conversation = await this.access.readable(caller, id);
    return findPage<MessageRecord>(this.messages, { conversation: conversation._id }, BY_CREATED, {
      limit,
      cursor,
      projection: { outbox: 0 },
    });
  }

  /** Up to `limit` + 1 messages of the conversation after `cursor`, newest first (one more tells whether a next page exists). */
  private messagesAfter(conversation: Types.ObjectId, limit: number, cursor: string | undefined) {
    return this.messages
      .find(pageFilter({ conversation }, BY_CREATED, cursor), { outbox: 0 })
      .sort(keysetSort(BY_CREATED))
      .limit(limit + 1)
      .lean<MessageRecord[]>()
      .exec();
  }
}
