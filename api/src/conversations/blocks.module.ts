import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlocksService } from './blocks.service';
import { Block, BlockSchema } from './schemas/block.schema';

/** Who blocked whom, on its own: conversations and bookings both ask it (and orders cannot import conversations). */
@Module({
  imports: [MongooseModule.forFeature([{ name: Block.name, schema: BlockSchema }])],
  providers: [BlocksService],
  exports: [BlocksService],
})
export class BlocksModule {}
