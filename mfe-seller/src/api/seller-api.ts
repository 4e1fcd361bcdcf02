// The seller remote's calls, one hook or function per endpoint, typed by path on the shared API client.
import {
  apiClient,
  apiPath,
  useApi,
  useAuth,
  useServerAnswer,
  type ApiAnswer,
  type AddProductBody,
  type ApiInit,
  type AuthUser,
  type UpdateListingDto,
} from '@carmarket/shared-ui';

/** The name the seller is known by (the API records the same one at sign-in). */
export function sellerNameOf(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  return user.displayName || user.email.split('@')[0];
}

export const CATEGORIES_PATH = '/categories';

export function useCategories() {
  return useApi(CATEGORIES_PATH);
}

/** Where the seller's listings are read: the API answers with the caller's own whatever the path name. */
export const myProductsPath = (user: Pick<AuthUser, 'displayName' | 'email'>) =>
  apiPath('/my_products/{displayName}', { path: { displayName: sellerNameOf(user) } });

/** The signed-in seller's listings. Those a server-drawn page carried are shown as they are, not asked for again on its first mount. */
export function useMyProducts() {
  const user = useAuth((s) => s.user);
  const drawn = useServerAnswer<ApiAnswer<'get', '/my_products/{displayName}'>>(user ? myProductsPath(user) : null);
  return useApi(user ? '/my_products/{displayName}' : null, {
    params: { path: { displayName: user ? sellerNameOf(user) : '' } },
    ...(drawn && { fallbackData: drawn, revalidateOnMount: false }),
  });
}

/** Bookings of the signed-in seller's cars. */
export function useMyBuyers() {
  const user = useAuth((s) => s.user);
  return useApi(user ? '/my_buyers' : null);
}

const byId = (id: string) => ({ params: { path: { id } } });
export const addProduct = (body: AddProductBody) => apiClient.post('/add_product', { body });
export const deleteProduct = (id: string) => apiClient.delete('/product_delete/{id}', byId(id));
export const advertiseProduct = (id: string) => apiClient.put('/update/{id}', byId(id));
export const markSoldElsewhere = (id: string) => apiClient.post('/listings/{id}/sold-elsewhere', byId(id));
export const relistProduct = (id: string) => apiClient.post('/listings/{id}/relist', byId(id));
/** The seller declines an unpaid booking; the buyer reads the reason. */
export const declineBooking = (id: string, reason: string) =>
  apiClient.post('/orders/{id}/decline', { ...byId(id), body: { reason } });
/** What the API accepts as a reason (DeclineDto). */
export const DECLINE_REASON_MAX = 500;

/** The brand's model catalogue (for the Model choice); no call until a brand is typed. */
export function useModels(brand: string) {
  const trimmed = brand.trim();
  return useApi(trimmed ? '/models' : null, { params: { query: { brand: trimmed } } });
}

/** A multipart/form-data body: each field as text (empty ones left out), each file of a list under the list's name. */
function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body))
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof Blob) form.append(field, part, part instanceof File ? part.name : undefined);
      else if (part !== undefined && part !== '') form.append(field, String(part));
    }
  return form;
}

/** A listing with facts and photos in one multipart request (all or nothing). */
export const createListing = (body: NewListingBody) => apiClient.post('/listings', { body, bodySerializer: formData });
export type NewListingBody = NonNullable<ApiInit<'post', '/listings'>>['body'];
/** PUT /listings/:id's body: a vehicle fact or the ZIP sent as null is removed (the other fields cannot be). */
export type ListingEdit = UpdateListingDto;
export const updateListing = (id: string, body: ListingEdit) => apiClient.put('/listings/{id}', { ...byId(id), body });

/** Appends photos (multipart field `photos`) after the listing's own. */
export function addPhotos(id: string, files: File[]) {
  return apiClient.post('/listings/{id}/photos', { ...byId(id), body: { photos: files }, bodySerializer: formData });
}
export const removePhoto = (id: string, photoId: string) =>
  apiClient.delete('/listings/{id}/photos/{photoId}', { params: { path: { id, photoId } } });
export const reorderPhotos = (id: string, order: string[]) =>
  apiClient.put('/listings/{id}/photos/order', { ...byId(id), body: { order } });
