// The seller remote's calls, one hook or function per endpoint, on the shared API client.
import {
  api,
  useApi,
  useAuth,
  type AddProductBody,
  type AuthUser,
  type Category,
  type Listing,
  type OwnerListing,
  type SellerOrder,
  type UpdateListingDto,
} from '@carmarket/shared-ui';

/** The name the seller is known by (the API records the same one at sign-in). */
export function sellerNameOf(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  return user.displayName || user.email.split('@')[0];
}

export function useCategories() {
  return useApi<Category[]>('/categories');
}

/** The signed-in seller's listings; the API answers with the caller's own whatever the path name. */
export function useMyProducts() {
  const user = useAuth((s) => s.user);
  return useApi<OwnerListing[]>(user ? `/my_products/${encodeURIComponent(sellerNameOf(user))}` : null);
}

/** Bookings of the signed-in seller's cars. */
export function useMyBuyers() {
  const user = useAuth((s) => s.user);
  return useApi<SellerOrder[]>(user ? '/my_buyers' : null);
}

export const addProduct = (body: AddProductBody) => api.post<Listing>('/add_product', body);
export const deleteProduct = (id: string) =>
  api.del<{ deletedCount: number }>(`/product_delete/${encodeURIComponent(id)}`);
export const advertiseProduct = (id: string) => api.put<Listing>(`/update/${encodeURIComponent(id)}`);
export const markSoldElsewhere = (id: string) =>
  api.post<OwnerListing>(`/listings/${encodeURIComponent(id)}/sold-elsewhere`);
export const relistProduct = (id: string) => api.post<OwnerListing>(`/listings/${encodeURIComponent(id)}/relist`);
/** The seller declines an unpaid booking; the buyer reads the reason. */
export const declineBooking = (id: string, reason: string) =>
  api.post<SellerOrder>(`/orders/${encodeURIComponent(id)}/decline`, { reason });
/** What the API accepts as a reason (DeclineDto). */
export const DECLINE_REASON_MAX = 500;

/** The brand's model catalogue (for the Model choice); no call until a brand is typed. */
export function useModels(brand: string) {
  const trimmed = brand.trim();
  return useApi<string[]>(trimmed ? `/models?brand=${encodeURIComponent(trimmed)}` : null);
}

/** A listing with facts and photos in one multipart request (all or nothing). */
export const createListing = (form: FormData) => api.post<OwnerListing>('/listings', form);
/** PUT /listings/:id's body: a fact sent as null is removed (the other fields cannot be). */
export type ListingEdit = Omit<UpdateListingDto, Removable> & { [F in Removable]?: UpdateListingDto[F] | null };
/** The optional fields an edit removes with null: the vehicle facts and the ZIP code. */
type Removable = 'model' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'body' | 'vin' | 'zip';

export const updateListing = (id: string, body: ListingEdit) =>
  api.put<OwnerListing>(`/listings/${encodeURIComponent(id)}`, body);

/** Appends photos (multipart field `photos`) after the listing's own. */
export function addPhotos(id: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return api.post<OwnerListing>(`/listings/${encodeURIComponent(id)}/photos`, form);
}
export const removePhoto = (id: string, photoId: string) =>
  api.del<OwnerListing>(`/listings/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`);
export const reorderPhotos = (id: string, order: string[]) =>
  api.put<OwnerListing>(`/listings/${encodeURIComponent(id)}/photos/order`, { order });
