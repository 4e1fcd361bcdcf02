import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { PHOTO_WIDTHS } from '../listings/photo-urls';
import { encodePhoto, type EncodedPhoto } from './photo-pipeline';
import { PhotoStore } from './photo-store';

export interface UploadedPhoto {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A stored photo: id is its content address; width/height are those of its largest variant. */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

@Injectable()
export class PhotosService {
  constructor(
    private readonly store: PhotoStore,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /**
   * Validates, re-encodes (WebP at every PHOTO_WIDTHS, EXIF stripped, rotated) and stores.
   * All or nothing: every file is checked before anything is stored, and what this call stored is
   * removed again if storing fails. Throws 415/413/400 HttpExceptions for bad files.
   */
  async ingest(files: UploadedPhoto[]): Promise<StoredPhoto[]> {
    // The type header and name are the client's claims: only the bytes decide (encodePhoto).
    const encoded: EncodedPhoto[] = [];
    for (const file of files) encoded.push(await encodePhoto(file.data, file.filename));
    const present = await this.store.existing(encoded.map((p) => p.id));
    const stored: string[] = [];
    try {
      for (const photo of encoded) {
        if (present.has(photo.id) || stored.includes(photo.id)) continue;
        stored.push(photo.id);
        await this.store.put(photo);
      }
    } catch (error) {
      await this.store.remove(stored).catch(() => undefined);
      throw error;
    }
    return encoded.map((photo) => {
      const largest = photo.variants.get(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1])!;
      return { id: photo.id, width: largest.width, height: largest.height };
    });
  }

  /**
   * Removes stored photos that no listing shows any more (listing deleted, upload rolled back,
   * photo removed). Ids are content addresses, so two listings may share a photo (the seed's do):
   * the bytes go only with the last listing that shows them. Idempotent.
   */
  async discard(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const stillShown = await this.connection
      .collection('listings')
      .find({ 'photos.id': { $in: ids } }, { projection: { 'photos.id': 1 } })
      .toArray();
    const shown = new Set(stillShown.flatMap((l) => (l.photos as { id: string }[]).map((p) => p.id)));
    await this.store.remove([...new Set(ids)].filter((id) => !shown.has(id)));
  }
}
