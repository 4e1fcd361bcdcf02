import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { Block } from './schemas/block.schema';

type Id = Types.ObjectId | string;

/** Who blocked whom. The one home of the rule "blocked either way: nothing between them". */
@Injectable()
export class BlocksService {
  constructor(@InjectModel(Block.name) private readonly blocks: Model<Block>) {}

  /** Whether either of the two blocked the other. */
  async isBlocked(a: Id, b: Id): Promise<boolean> {
    const [x, y] = [new Types.ObjectId(a), new Types.ObjectId(b)];
    return (
      (await this.blocks
        .exists({
          $or: [
            { blocker: x, blocked: y },
            { blocker: y, blocked: x },
          ],
        })
        .exec()) !== null
    );
  }

  /** The blocks among these users, as "blocker>blocked" strings. */
  async between(users: Types.ObjectId[]): Promise<Set<string>> {
    const found = await this.blocks
      .find({ blocker: { $in: users }, blocked: { $in: users } })
      .lean<Block[]>()
      .exec();
    return new Set(found.map((b) => `${b.blocker}>${b.blocked}`));
  }

  /** Idempotent. */
  async block(blocker: Id, blocked: Id): Promise<void> {
    const pair = { blocker: new Types.ObjectId(blocker), blocked: new Types.ObjectId(blocked) };
    try {
      await this.blocks.updateOne(pair, { $setOnInsert: pair }, { upsert: true }).exec();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error; // a concurrent block won
    }
  }

  /** Lifts the caller's own block only (idempotent). */
  async unblock(blocker: Id, blocked: Id): Promise<void> {
    await this.blocks.deleteOne({ blocker: new Types.ObjectId(blocker), blocked: new Types.ObjectId(blocked) }).exec();
  }

  /** The ids of those this user blocked (their data export). */
  async madeBy(user: Types.ObjectId): Promise<string[]> {
    const rows = await this.blocks.find({ blocker: user }, { blocked: 1 }).lean<Block[]>().exec();
    return rows.map((b) => b.blocked.toString());
  }

  /** A closed account: its blocks, either way, go with it. */
  async forget(user: Types.ObjectId): Promise<void> {
    await this.blocks.deleteMany({ $or: [{ blocker: user }, { blocked: user }] }).exec();
  }
}
