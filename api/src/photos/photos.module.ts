import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.validation';
import { EncodeQueue } from './encode-queue';
import { OgImages } from './og-image';
import { OgImageController } from './og-image.controller';
import { PhotoStore } from './photo-store';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';

@Module({
  controllers: [PhotosController, OgImageController],
  providers: [
    PhotosService,
    OgImages,
    PhotoStore,
    {
      provide: EncodeQueue,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) =>
        new EncodeQueue(
          config.get('PHOTO_ENCODE_CONCURRENCY', { infer: true }),
          config.get('PHOTO_ENCODE_QUEUE', { infer: true }),
        ),
    },
  ],
  exports: [PhotosService],
})
export class PhotosModule {}
