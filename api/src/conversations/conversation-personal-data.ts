import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { DELETED_USER_NAME } from '../users/deleted-user';
import { BlocksService } from './blocks.service';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema';
import { Message } from './schemas/message.schema';

/**
 * A person's conversations and the messages they wrote. On closure every message stays readable
 * to the other party, its author shown as the deleted user; the person's blocks go.
 */
@Injectable()
export class ConversationPersonalData implements PersonalData {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    private readonly blocks: BlocksService,
  ) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    const [conversations, written, blocked] = await Promise.all([
      this.conversations
        .find({ participants: userId }, { key: 0, participants: 0, lastMessage: 0, lastSender: 0 })
        .sort({ createdAt: 1 })
        .lean<ConversationRecord[]>()
        .exec(),
      this.messages
        .find({ sender: userId }, { conversation: 1, text: 1, createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean()
        .exec(),
      this.blocks.madeBy(userId),
    ]);
    return { conversations, messagesWritten: written, blockedUserIds: blocked };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.rename(userId, DELETED_USER_NAME);
    await this.blocks.forget(userId);
  }

  async rename(userId: Types.ObjectId, name: string): Promise<void> {
    await this.conversations.updateMany({ buyer: userId }, { $set: { buyerName: name } }).exec();
    await this.conversations.updateMany({ seller: userId }, { $set: { sellerName: name } }).exec();
  }
}
