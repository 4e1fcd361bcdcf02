// A listing's photo set: adding, removing and reordering, with the cover kept as `image`.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MAX_PHOTOS } from './facts/vehicle-facts';
import { photoFields } from './listing-cover';
import { ListingQueries } from './listing-queries.service';
import { ListingStore } from './listing-store';
import { onMarket } from './listing-visibility';
import type { ListingPhoto, ListingRecord } from './schemas/listing.schema';

@Injectable()
export class ListingPhotosService {
  constructor(
    private readonly queries: ListingQueries,
    private readonly store: ListingStore,
  ) {}

  /** Adds stored photos after the listing's own (one already there is not added twice). 400 past MAX_PHOTOS in all. */
  appendPhotos(id: string, photos: ListingPhoto[]): Promise<ListingRecord> {
    return this.changePhotos(id, (current) => {
      const added = photos.filter(
        (p, i) => !current.some((c) => c.id === p.id) && photos.findIndex((q) => q.id === p.id) === i,
      );
      if (current.length + added.length > MAX_PHOTOS) {
        throw new BadRequestException(
          `A listing has at most ${MAX_PHOTOS} photos; this one has ${current.length}, so at most ${MAX_PHOTOS - current.length} more`,
        );
      }
      return [...current, ...added];
    });
  }

  /** 404 when the listing has no such photo. */
  removePhoto(id: string, photoId: string): Promise<ListingRecord> {
    return this.changePhotos(id, (current) => {
      if (!current.some((p) => p.id === photoId)) throw new NotFoundException('This listing has no such photo');
      return current.filter((p) => p.id !== photoId);
    });
  }

  /** `order`: the ids of all the listing's photos, each once, cover first; 400 otherwise. */
  reorderPhotos(id: string, order: string[]): Promise<ListingRecord> {
    return this.changePhotos(id, (current) => {
      const byId = new Map(current.map((p) => [p.id, p]));
      if (
        order.length !== current.length ||
        new Set(order).size !== order.length ||
        !order.every((photoId) => byId.has(photoId))
      ) {
        throw new BadRequestException(`order must list each of the listing's ${current.length} photo ids exactly once`);
      }
      return order.map((photoId) => byId.get(photoId)!);
    });
  }

  /**
   * Writes the photos `change` makes of the current ones, with the cover as `image`. The write is
   * conditional on the photos read, so concurrent changes cannot lose each other: the loser reads
   * again and re-applies its change.
   */
  private async changePhotos(id: string, change: (current: ListingPhoto[]) => ListingPhoto[]): Promise<ListingRecord> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const listing = await this.queries.findById(id);
      if (!listing) throw new NotFoundException('Listing not found');
      const current = listing.photos ?? [];
      const { photos, image, givenImage } = photoFields(listing, change(current));
      const unchanged = current.length ? { photos: current } : { 'photos.0': { $exists: false } };
      const update =
        givenImage === undefined
          ? { $set: { photos, image }, $unset: { givenImage: 1 } }
          : { $set: { photos, image, givenImage } };
      const updated = await this.store.change(onMarket({ _id: listing._id, ...unchanged }), update);
      if (updated) return updated;
    }
    throw new ConflictException("The listing's photos changed meanwhile; try again");
  }
}
