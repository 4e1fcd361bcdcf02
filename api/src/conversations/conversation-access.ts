import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { BlocksService } from './blocks.service';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema';
import { Message } from './schemas/message.schema';

export interface ConversationListItem {
  conversation: ConversationRecord;
  unread: number;
  blocked: boolean;
  blockedByMe: boolean;
}

/** The refusal when either party blocked the other. */
export const blockedError = (): ForbiddenException =>
  new ForbiddenException('You cannot message this member: one of you blocked the other.');

/** The other party of a conversation, seen from `me`. */
export const otherParty = (conversation: ConversationRecord, me: Types.ObjectId | string): Types.ObjectId =>
  conversation.buyer.equals(me) ? conversation.seller : conversation.buyer;

/** Who may touch a conversation, and how it reads in a list: the rules the reads, writes and reports share. */
@Injectable()
export class ConversationAccess {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly blocks: BlocksService,
  ) {}

  /** A conversation of the caller's; anyone else's is as missing as an unknown one. */
  async mine(caller: RegisteredUser, id: string): Promise<ConversationRecord> {
    const conversation = await this.conversations
      .findOne({ _id: new Types.ObjectId(id), participants: new Types.ObjectId(caller.userId) })
      .lean<ConversationRecord>()
      .exec();
    if (!conversation) throw new NotFoundException('Conversation not found');
    return conversation;
  }

  /** The caller's own, or any reported one for an admin. */
  async readable(caller: RegisteredUser, id: string): Promise<ConversationRecord> {
    if (caller.role !== 'Admin') return this.mine(caller, id);
    const conversation = await this.conversations.findById(id).lean<ConversationRecord>().exec();
    if (!conversation) throw new NotFoundException('Conversation not found');
    if (!conversation.reportedAt && !conversation.participants.some((p) => p.equals(caller.userId))) {
      throw new ForbiddenException('Admins read a conversation only once one of its parties reports it.');
    }
    return conversation;
  }

  /** Unread counts and block state of each conversation, for `me`. */
  async describe(me: Types.ObjectId, conversations: ConversationRecord[]): Promise<ConversationListItem[]> {
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
}
