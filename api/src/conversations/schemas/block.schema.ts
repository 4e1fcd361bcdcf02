import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { User } from '../../users/schemas/user.schema';

/** `blocker` wants nothing more from `blocked`: no messages either way (and, next, no bookings). */
@Schema({ collection: 'blocks', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Block {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) blocker: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) blocked: Types.ObjectId;
  createdAt: Date;
}

export type BlockRecord = Block & { _id: Types.ObjectId };
export const BlockSchema = SchemaFactory.createForClass(Block);
BlockSchema.index({ blocker: 1, blocked: 1 }, { unique: true });
BlockSchema.index({ blocked: 1, blocker: 1 });
