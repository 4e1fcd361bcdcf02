// A listing's card image follows its photos: the cover (first photo) while there are any, else
// the image URL the seller gave, else a neutral drawing.
import { COVER_WIDTH, photoUrl } from './photo-urls';
import type { ListingPhoto, ListingRecord } from './schemas/listing.schema';

/** What the card shows for a listing whose photos were all removed and that never had an image URL. */
export const NO_PHOTO_IMAGE = '/static/cars/sedan-silver.svg';

export interface PhotoFields {
  photos: ListingPhoto[];
  image: string;
  /** undefined: the field is removed. */
  givenImage: string | undefined;
}

/** The fields to write when `listing`'s photos become `photos`. */
export function photoFields(
  listing: Pick<ListingRecord, 'photos' | 'givenImage'> & { image?: string },
  photos: ListingPhoto[],
): PhotoFields {
  const given = listing.photos?.length ? listing.givenImage : listing.image;
  if (photos.length > 0) return { photos, image: photoUrl(photos[0].id, COVER_WIDTH), givenImage: given };
  return { photos, image: given ?? NO_PHOTO_IMAGE, givenImage: undefined };
}
