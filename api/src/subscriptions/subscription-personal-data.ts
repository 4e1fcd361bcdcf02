import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { Subscription } from './schemas/subscription.schema';

/** The footer's newsletter list holds addresses only: the account's address is looked up and dropped. */
@Injectable()
export class SubscriptionPersonalData implements PersonalData {
  constructor(@InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>) {}

  async exportOf(_userId: unknown, email: string): Promise<Record<string, unknown>> {
    return { newsletter: (await this.subscriptions.exists({ email: email.toLowerCase() }).exec()) !== null };
  }

  async closeFor(_userId: unknown, email: string): Promise<void> {
    await this.subscriptions.deleteOne({ email: email.toLowerCase() }).exec();
  }
}
