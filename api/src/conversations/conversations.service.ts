import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { APP_ROUTES } from '../common/app-routes';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { ListingQueries } from '../listings/listing-queries.service';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderPaymentsService } from '../orders/order-payments.service';
import { UsersService } from '../users/users.service';
import { BlocksService } from './blocks.service';
import { blockedError, ConversationAccess, otherParty } from './conversation-access';
import type { OpenConversationDto } from './dto/conversation.dto';
import { needsSafetyNotice } from './safety-notice';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema';
import { Message, type MessageRecord } from './schemas/message.schema';

/** Characters of a message shown in the list and in its notification. */
const PREVIEW_LENGTH = 140;

/** Where a conversation opens in the web app: its new-message notifications lead there. */
const threadLink = APP_ROUTES.messageThread;

const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);

/**
 * Messages between a car's seller and one buyer, about a listing (before booking) or an order.
 * Only the two parties read or write; admins read a conversation once either party reported it.
 * This service opens conversations and writes messages; ConversationReads reads them and
 * ConversationReports holds reports and blocks.
 */
@Injectable()
export class ConversationsService implements OnModuleInit {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly access: ConversationAccess,
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
    if (await this.blocks.isBlocked(me, other)) throw blockedError();

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

  async send(caller: RegisteredUser, id: string, text: string): Promise<MessageRecord> {
    const conversation = await this.access.mine(caller, id);
    const me = new Types.ObjectId(caller.userId);
    const other = otherParty(conversation, me);
    if (await this.blocks.isBlocked(me, other)) throw blockedError();
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
    const conversation = await this.access.mine(caller, id);
    await this.messages
      .updateMany(
        { conversation: conversation._id, recipient: new Types.ObjectId(caller.userId), read: false },
        { $set: { read: true } },
      )
      .exec();
    await this.notifications.markReadAbout(caller.userId, 'new-message', threadLink(conversation._id));
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
}
