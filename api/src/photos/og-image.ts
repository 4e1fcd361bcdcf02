// A photo's link preview (Open Graph, X cards): one JPEG cover-cropped to 1200×630, the size link
// previews show. Made from the largest stored variant on its first request, for photos stored
// before previews existed and new ones alike (an upload does not pay for a preview no one may
// ask for), then kept in GridFS beside the variants and served as immutably as they are.
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { Readable } from 'node:stream';
import { PHOTO_WIDTHS } from '../listings/photo-urls';
import { EncodeQueue } from './encode-queue';
import { ogFileId, PhotoStore } from './photo-store';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const OG_QUALITY = 82;

export type OgImage = { length: number; stream: Readable } | { length: number; data: Buffer };

@Injectable()
export class OgImages {
  constructor(
    private readonly store: PhotoStore,
    private readonly queue: EncodeQueue,
  ) {}

  /** The preview of photo `id`, stored or made now; null when no such photo is stored. */
  async open(id: string): Promise<OgImage | null> {
    const stored = await this.store.openFile(ogFileId(id));
    if (stored) return stored;
    const source = await this.store.open(id, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
    if (!source) return null;
    const original = await bytesOf(source.stream);
    // Decoding and encoding share the uploads' per-process turns: a burst of previews waits (or 503s) like uploads.
    const data = await this.queue.run(() =>
      sharp(original)
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
        .jpeg({ quality: OG_QUALITY, progressive: true })
        .toBuffer(),
    );
    await this.store.putDerived(ogFileId(id), data, { photoId: id, width: OG_WIDTH, height: OG_HEIGHT });
    return { length: data.length, data };
  }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
