import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ListingView } from '../listings/listing.views';
import { OfferView } from '../offers/offer.views';
import { ORDER_STATUSES, type OrderStatus } from '../orders/schemas/order.schema';
import {
  CONVERSATION_SUBJECTS,
  type ConversationRecord,
  type ConversationSubject,
} from './schemas/conversation.schema';
import type { MessageRecord } from './schemas/message.schema';

export class PartyView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
}

/** A conversation as one of its two parties (or an admin, once reported) sees it in a list. */
export class ConversationView {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: CONVERSATION_SUBJECTS, enumName: 'ConversationSubject' }) subject: ConversationSubject;
  @ApiProperty() listingId: string;
  @ApiPropertyOptional() orderId?: string;
  @ApiProperty() carName: string;
  @ApiProperty() brand: string;
  @ApiProperty({ type: PartyView }) buyer: PartyView;
  @ApiProperty({ type: PartyView }) seller: PartyView;
  @ApiPropertyOptional({ description: 'Plain text: the start of the last message' }) lastMessage?: string;
  @ApiProperty({ description: 'ISO date-time' }) lastMessageAt: string;
  @ApiProperty({ description: 'Messages to the caller not read yet' }) unread: number;
  @ApiProperty({ description: 'Either party blocked the other: no more messages' }) blocked: boolean;
  @ApiProperty({ description: 'The caller blocked the other party (and may lift it)' }) blockedByMe: boolean;
  @ApiProperty() reported: boolean;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

export class ConversationPageView {
  @ApiProperty({ type: [ConversationView], description: 'Newest activity first' }) items: ConversationView[];
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Unread messages to the caller, in all conversations' }) unread: number;
  @ApiPropertyOptional({ type: String, nullable: true }) nextCursor: string | null;
}

export class MessageView {
  @ApiProperty() _id: string;
  @ApiProperty() conversationId: string;
  @ApiProperty() senderId: string;
  @ApiProperty({ description: 'Plain text: render it as text' }) text: string;
  @ApiProperty({
    description: 'Show the reader a safety notice: the message has a link or asks for payment outside CarMarket',
  })
  safetyNotice: boolean;
  @ApiProperty() read: boolean;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

export class ThreadOrderView {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty() isPaid: boolean;
}

export class ReportView {
  @ApiProperty({ description: 'ISO date-time' }) reportedAt: string;
  @ApiProperty() reportedBy: string;
  @ApiPropertyOptional() reason?: string;
}

/** The thread: the conversation, the car and order at the top, and a page of messages (oldest first). */
export class ThreadView {
  @ApiProperty({ type: ConversationView }) conversation: ConversationView;
  @ApiPropertyOptional({ type: ListingView, description: 'The car (public view); absent once the listing is deleted' })
  listing?: ListingView;
  @ApiPropertyOptional({ type: ThreadOrderView }) order?: ThreadOrderView;
  @ApiPropertyOptional({ type: ReportView, description: 'Admins (and the parties) see why it was reported' })
  report?: ReportView;
  @ApiProperty({ type: [MessageView], description: 'The latest page, oldest first' }) messages: MessageView[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'Pass as `cursor` to GET /conversations/{id}/messages (or this call) for the older messages; null when none',
  })
  olderCursor: string | null;
  @ApiProperty({
    type: [OfferView],
    description: 'Every offer of the thread, oldest first: the cards shown between its messages by createdAt',
  })
  offers: OfferView[];
}

export class ConversationUnreadView {
  @ApiProperty({ description: 'Unread messages to the caller, in all conversations' }) count: number;
}

export function toMessageView(m: MessageRecord): MessageView {
  return {
    _id: m._id.toString(),
    conversationId: m.conversation.toString(),
    senderId: m.sender.toString(),
    text: m.text,
    safetyNotice: m.safetyNotice,
    read: m.read,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

export function toConversationView(
  c: ConversationRecord,
  extra: { unread: number; blocked: boolean; blockedByMe: boolean },
): ConversationView {
  return {
    _id: c._id.toString(),
    subject: c.subject,
    listingId: c.listing.toString(),
    ...(c.order && { orderId: c.order.toString() }),
    carName: c.carName,
    brand: c.brand,
    buyer: { _id: c.buyer.toString(), name: c.buyerName },
    seller: { _id: c.seller.toString(), name: c.sellerName },
    ...(c.lastMessage !== undefined && { lastMessage: c.lastMessage }),
    lastMessageAt: new Date(c.lastMessageAt).toISOString(),
    reported: Boolean(c.reportedAt),
    createdAt: new Date(c.createdAt).toISOString(),
    ...extra,
  };
}
