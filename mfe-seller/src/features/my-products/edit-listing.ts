// Saving an edit of an own listing: the fields through PUT /listings/:id, then the photos through
// their calls — removed ones deleted, new ones uploaded, and the order the seller arranged set.
import type { OwnerListing } from '@carmarket/shared-ui';
import { addPhotos, removePhoto, reorderPhotos, updateListing, type ListingEdit } from '../../api/seller-api';
import type { PickedPhoto } from '../photos/PhotoPicker';

export async function saveListingEdit(
  listing: OwnerListing,
  changes: ListingEdit,
  photos: PickedPhoto[],
): Promise<OwnerListing> {
  let saved = Object.keys(changes).length ? await updateListing(listing._id, changes) : listing;
  const kept = new Set(photos.flatMap((p) => ('stored' in p ? [p.stored.id] : [])));
  for (const photo of listing.photos ?? []) if (!kept.has(photo.id)) saved = await removePhoto(listing._id, photo.id);
  const files = photos.flatMap((p) => ('file' in p ? [p.file] : []));
  if (files.length) saved = await addPhotos(listing._id, files);
  // New photos come back appended, in upload order: match them to their places in the picker.
  const uploaded = saved.photos.slice(saved.photos.length - files.length).map((p) => p.id);
  let next = 0;
  const order = photos.map((p) => ('stored' in p ? p.stored.id : uploaded[next++]));
  if (order.join() !== saved.photos.map((p) => p.id).join()) saved = await reorderPhotos(listing._id, order);
  return saved;
}
