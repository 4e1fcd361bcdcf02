import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { findPage, type Page } from '../common/paging/paging';
import { BlocksService } from './blocks.service';
import { ConversationAccess, otherParty, type ConversationListItem } from './conversation-access';
import { BY_REPORTED, CONVERSATIONS_PAGE_SIZE } from './conversation-order';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema';

/** A party's defences (report, block) and the admins' queue of reported conversations. */
@Injectable()
export class ConversationReports {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    private readonly access: ConversationAccess,
    private readonly blocks: BlocksService,
  ) {}

  /** Either party reports it: admins may read it from then on. The first report is kept (idempotent). */
  async report(caller: RegisteredUser, id: string, reason: string | undefined): Promise<ConversationRecord> {
    const conversation = await this.access.mine(caller, id);
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

  /** Admins: reported conversations, most recently reported first. */
  async reported(
    caller: RegisteredUser,
    limit = CONVERSATIONS_PAGE_SIZE,
    cursor?: string,
  ): Promise<Page<ConversationListItem>> {
    const page = await findPage<ConversationRecord>(
      this.conversations,
      { reportedAt: { $exists: true } },
      BY_REPORTED,
      { limit, cursor },
    );
    return { ...page, items: await this.access.describe(new Types.ObjectId(caller.userId), page.items) };
  }

  /** The caller blocks the other party of this conversation (idempotent). */
  async block(caller: RegisteredUser, id: string): Promise<void> {
    const conversation = await this.access.mine(caller, id);
    await this.blocks.block(caller.userId, otherParty(conversation, caller.userId));
  }

  /** The caller lifts its own block; a block by the other party stays. */
  async unblock(caller: RegisteredUser, id: string): Promise<void> {
    const conversation = await this.access.mine(caller, id);
    await this.blocks.unblock(caller.userId, otherParty(conversation, caller.userId));
  }
}
