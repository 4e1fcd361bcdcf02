// The photo bytes in MongoDB: GridFS through the official driver (so the same code runs on
// embedded-mongo and a real cluster), one GridFS file per variant, named by its URL.
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { mongo, type Connection } from 'mongoose';
import type { Readable } from 'node:stream';
import { PHOTO_WIDTHS, type PhotoWidth } from '../listings/photo-urls';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import type { EncodedPhoto } from './photo-pipeline';
import { RecentlyMissing } from './recently-missing';

export const PHOTO_BUCKET = 'photos';
/** Unknown photo ids remembered per process (RecentlyMissing): how many, and for how long. */
const MISSING_CAPACITY = 10_000;
const MISSING_TTL_MS = 30_000;

/** The GridFS file id of one variant: also its ETag and the tail of its URL. */
export const variantFileId = (id: string, width: PhotoWidth) => `${id}/${width}.webp`;

/** The GridFS file id of a photo's link-preview JPEG (og-image.ts), made on its first request. */
export const ogFileId = (id: string) => `${id}/og.jpg`;

export interface StoredVariant {
  length: number;
  stream: Readable;
}

@Injectable()
export class PhotoStore {
  private bucketInstance?: mongo.GridFSBucket;
  /**
   * Ids just found missing: asked again, they are answered without a read. Short-lived, since
   * another process may store that photo meanwhile (one stored here clears it at once).
   */
  private readonly missing = new RecentlyMissing(MISSING_CAPACITY, MISSING_TTL_MS);

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get bucket(): mongo.GridFSBucket {
    // The connection's db exists once mongoose has connected, i.e. before any request arrives.
    this.bucketInstance ??= new mongo.GridFSBucket(this.connection.db!, { bucketName: PHOTO_BUCKET });
    return this.bucketInstance;
  }

  /** Which of these photos are already stored (all their variants). */
  async existing(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const files = await this.bucket
      .find({ _id: { $in: ids.map((id) => variantFileId(id, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1])) } as never })
      .toArray();
    return new Set(files.map((f) => String(f._id).split('/')[0]));
  }

  async put(photo: EncodedPhoto): Promise<void> {
    // The largest variant last: its presence marks the photo complete (see existing()).
    for (const width of PHOTO_WIDTHS) {
      const variant = photo.variants.get(width)!;
      await new Promise<void>((resolve, reject) => {
        const upload = this.bucket.openUploadStreamWithId(
          variantFileId(photo.id, width) as never,
          variantFileId(photo.id, width),
          {
            metadata: { photoId: photo.id, width: variant.width, height: variant.height },
          },
        );
        upload.once('finish', () => resolve()).once('error', reject);
        upload.end(variant.data);
      });
    }
    this.missing.delete(photo.id);
  }

  /** Removes every variant of these photos (the preview JPEG too); absent ones are ignored. */
  async remove(ids: string[]): Promise<void> {
    for (const id of ids) {
      for (const fileId of [...PHOTO_WIDTHS.map((width) => variantFileId(id, width)), ogFileId(id)]) {
        // The driver reports an absent file as a MongoRuntimeError (after removing stray chunks).
        await this.bucket.delete(fileId as never).catch((error: unknown) => {
          if (!(error instanceof mongo.MongoRuntimeError && /not found/i.test(error.message))) throw error;
        });
      }
    }
  }

  /** One variant's bytes, or null when it is not stored. */
  async open(id: string, width: PhotoWidth): Promise<StoredVariant | null> {
    if (this.missing.has(id)) return null;
    const found = await this.openFile(variantFileId(id, width));
    if (!found) this.missing.add(id); // every width of a photo is stored together
    return found;
  }

  /** A stored file's bytes by its id, or null when it is not stored. */
  async openFile(fileId: string): Promise<StoredVariant | null> {
    const [file] = await this.bucket.find({ _id: fileId } as never, { limit: 1 }).toArray();
    if (!file) return null;
    return { length: file.length, stream: this.bucket.openDownloadStream(fileId as never) };
  }

  /** Stores a file made from a stored photo (its preview JPEG); false when another request stored it first. */
  async putDerived(fileId: string, data: Buffer, metadata: Record<string, unknown>): Promise<boolean> {
    try {
      await new Promise<void>((resolve, reject) => {
        const upload = this.bucket.openUploadStreamWithId(fileId as never, fileId, { metadata });
        upload.once('finish', () => resolve()).once('error', reject);
        upload.end(data);
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
