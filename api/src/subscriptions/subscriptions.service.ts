import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Subscription } from './schemas/subscription.schema';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';

@Injectable()
export class SubscriptionsService {
  constructor(@InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>) {}

  /** Idempotent: subscribing an address twice keeps one entry. */
  async subscribe(email: string): Promise<void> {
    const address = email.toLowerCase();
    try {
      await this.subscriptions
        .updateOne({ email: address }, { $setOnInsert: { email: address } }, { upsert: true })
        .exec();
    } catch (error) {
      // The same address subscribed concurrently: already on the list, which is what was asked.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
