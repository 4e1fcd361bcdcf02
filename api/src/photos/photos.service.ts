import { Injectable, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { Env } from '../config/env.validation';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { PHOTO_WIDTHS } from '../listings/photo-urls';
import { EncodeQueue } from './encode-queue';
import { checkPhoto, encodePhoto, type EncodedPhoto, type PhotoLimits } from './photo-pipeline';
import { PhotoStore, variantFileId } from './photo-store';
import { uploadScope, type UploadScope } from './upload-scope';

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

/** One document per photo id: the uploads holding it, and a removal under way. */
const GUARDS = 'photo_guards';
/** A hold or a removal claim left by a process that died ends after these. */
const HOLD_MS = 5 * 60_000;
const REMOVAL_MS = 60_000;
/** How long an upload waits for a removal of the same photo to finish before giving up (503). */
const WAIT_FOR_REMOVAL_MS = 30_000;
const MB = 1024 * 1024;

interface PhotoGuard {
  _id: string;
  holders?: { holder: string; until: Date }[];
  removingUntil?: Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class PhotosService {
  private readonly limits: PhotoLimits;
  private readonly quotaBytes: number;

  constructor(
    private readonly store: PhotoStore,
    @InjectConnection() private readonly connection: Connection,
    private readonly queue: EncodeQueue,
    config: ConfigService<Env, true>,
  ) {
    this.limits = {
      maxPixels: config.get('PHOTO_MAX_MEGAPIXELS', { infer: true }) * 1_000_000,
      maxPixelsPerByte: config.get('PHOTO_MAX_PIXELS_PER_BYTE', { infer: true }),
    };
    this.quotaBytes = config.get('PHOTO_QUOTA_MB_PER_SELLER', { infer: true }) * MB;
  }

  private get guards() {
    return this.connection.collection<PhotoGuard>(GUARDS);
  }

  /**
   * Validates, re-encodes (WebP at every PHOTO_WIDTHS, EXIF stripped, rotated) and stores.
   * All or nothing: every file's header is checked before any is decoded (so a decompression bomb
   * never reaches the decoder or the queue), every file is encoded before anything is stored,
   * and what this call stored is removed again if storing fails. Throws 415/413/400 for bad
   * files, 503 when this process has too many uploads in hand. Within an upload request the
   * photos stay held against removal until the request ends (PhotoUploadInterceptor).
   */
  async ingest(files: UploadedPhoto[]): Promise<StoredPhoto[]> {
    const scope = uploadScope.getStore();
    // The type header and name are the client's claims: only the bytes decide.
    const headers: Metadata[] = [];
    for (const file of files) headers.push(await checkPhoto(file.data, file.filename, this.limits));
    const encoded = await this.queue.run(async () => {
      const out: EncodedPhoto[] = [];
      for (const [i, file] of files.entries())
        out.push(await encodePhoto(file.data, file.filename, headers[i], this.limits, scope?.signal));
      return out;
    }, scope?.signal);
    scope?.signal.throwIfAborted();

    // Outside an upload request (the seed), held only while storing.
    const holding = scope ?? { holder: randomUUID(), held: new Set<string>() };
    const ids = [...new Set(encoded.map((p) => p.id))];
    try {
      for (const id of ids) await this.hold(id, holding);
      const present = await this.store.existing(ids);
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
    } finally {
      if (!scope) await this.release(holding);
    }
    return encoded.map((photo) => {
      const largest = photo.variants.get(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1])!;
      return { id: photo.id, width: largest.width, height: largest.height };
    });
  }

  /**
   * Removes stored photos that no listing shows any more (listing deleted, upload rolled back,
   * photo removed). Ids are content addresses, so two listings may share a photo (the seed's do):
   * the bytes go only with the last listing that shows them, and never while an upload of the
   * same bytes holds them (it is about to show them). Idempotent.
   */
  async discard(ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    // An upload rolling back its own photos: its holds do not keep them.
    const scope = uploadScope.getStore();
    if (scope) await this.release(scope, unique);
    for (const id of unique) {
      const claim = await this.claimRemoval(id);
      if (!claim) continue; // held by an upload in progress
      try {
        const shown = await this.connection
          .collection('listings')
          .findOne({ 'photos.id': id }, { projection: { _id: 1 } });
        if (!shown) await this.store.remove([id]);
      } finally {
        await this.guards.updateOne({ _id: id, removingUntil: claim }, { $unset: { removingUntil: 1 } });
      }
    }
  }

  /** Ends the holds of an upload request (or only those on `ids`). */
  async release(scope: Pick<UploadScope, 'holder' | 'held'>, ids = [...scope.held]): Promise<void> {
    const mine = ids.filter((id) => scope.held.delete(id));
    if (!mine.length) return;
    await this.guards.updateMany({ _id: { $in: mine } }, { $pull: { holders: { holder: scope.holder } } });
  }

  /**
   * 413 when the photos on the seller's listings plus an upload of `incoming` bytes would pass
   * PHOTO_QUOTA_MB_PER_SELLER (counted in stored bytes: what the seller's listings cost to keep).
   */
  async assertRoom(sellerId: string, incoming: number): Promise<void> {
    const listings = await this.connection
      .collection('listings')
      .find({ seller: new Types.ObjectId(sellerId) }, { projection: { 'photos.id': 1 } })
      .toArray();
    const ids = [...new Set(listings.flatMap((l) => ((l.photos ?? []) as { id: string }[]).map((p) => p.id)))];
    let used = 0;
    if (ids.length) {
      const files = await this.connection
        .collection('photos.files')
        .find(
          { _id: { $in: ids.flatMap((id) => PHOTO_WIDTHS.map((w) => variantFileId(id, w))) } as never },
          { projection: { length: 1 } },
        )
        .toArray();
      used = files.reduce((sum, f) => sum + Number(f.length), 0);
    }
    if (used + incoming > this.quotaBytes) {
      const mb = (bytes: number) => (bytes / MB).toFixed(1);
      throw new PayloadTooLargeException(
        `Your listings' photos use ${mb(used)} MB of your ${mb(this.quotaBytes)} MB; this upload (${mb(incoming)} MB) does not fit. Remove photos you no longer show.`,
      );
    }
  }

  /**
   * Holds a photo against removal until released (or HOLD_MS), waiting out a removal under way
   * first: from here until the upload's listing shows it, its bytes stay.
   */
  private async hold(id: string, scope: Pick<UploadScope, 'holder' | 'held'>): Promise<void> {
    const deadline = Date.now() + WAIT_FOR_REMOVAL_MS;
    for (;;) {
      const now = new Date();
      try {
        const { matchedCount, upsertedCount } = await this.guards.updateOne(
          { _id: id, removingUntil: { $not: { $gt: now } } },
          { $push: { holders: { holder: scope.holder, until: new Date(now.getTime() + HOLD_MS) } } },
          { upsert: true },
        );
        if (matchedCount || upsertedCount) {
          scope.held.add(id);
          return;
        }
      } catch (error) {
        // The photo's document exists with a removal under way: the upsert's insert collided.
        if (!isDuplicateKeyError(error)) throw error;
      }
      if (Date.now() > deadline)
        throw new ServiceUnavailableException('A photo is being removed right now; try again in a few seconds.');
      await sleep(25);
    }
  }

  /** Claims the removal of a photo no upload holds; the claim's time, or null when it is held or being removed. */
  private async claimRemoval(id: string): Promise<Date | null> {
    const now = new Date();
    const until = new Date(now.getTime() + REMOVAL_MS);
    try {
      await this.guards.updateOne(
        { _id: id, 'holders.until': { $not: { $gt: now } }, removingUntil: { $not: { $gt: now } } },
        { $set: { removingUntil: until } },
        { upsert: true },
      );
      return until;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }
}
