import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Offer, OfferSchema, type OfferRecord } from './schemas/offer.schema';

/** What other features read of offers (a thread's cards), without the offers module's own dependencies. */
@Injectable()
export class OfferReads {
  constructor(@InjectModel(Offer.name) private readonly offers: Model<Offer>) {}

  /** Every offer of a conversation, oldest first. */
  ofConversation(conversation: Types.ObjectId): Promise<OfferRecord[]> {
    return this.offers
      .find({ conversation }, { outbox: 0 })
      .sort({ createdAt: 1, _id: 1 })
      .lean<OfferRecord[]>()
      .exec();
  }
}

@Module({
  imports: [MongooseModule.forFeature([{ name: Offer.name, schema: OfferSchema }])],
  providers: [OfferReads],
  exports: [OfferReads],
})
export class OfferReadsModule {}
