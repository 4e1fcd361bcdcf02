// The admin remote's calls, one hook or function per endpoint, on the shared API client.
import { api, useApi, type OwnerListing, type User } from '@carmarket/shared-ui';

export const SELLERS = '/seller';
export const BUYERS = '/identity/Buyer';
export const REPORTED = '/reported';

export const useSellers = () => useApi<User[]>(SELLERS);
export const useBuyers = () => useApi<User[]>(BUYERS);
export const useReported = () => useApi<OwnerListing[]>(REPORTED);

const id = (value: string) => encodeURIComponent(value);
export const verifySeller = (sellerId: string) => api.put<User>(`/verify/${id(sellerId)}`);
export const deleteSeller = (sellerId: string) => api.del<{ deletedCount: number }>(`/seller/${id(sellerId)}`);
export const makeSeller = (buyerId: string) => api.put<User>(`/make_seller/${id(buyerId)}`);
export const deleteBuyer = (buyerId: string) => api.del<{ deletedCount: number }>(`/buyer/${id(buyerId)}`);
export const deleteListing = (listingId: string) => api.del<{ deletedCount: number }>(`/product_delete/${id(listingId)}`);
export const removeListingPhoto = (listingId: string, photoId: string) =>
  api.del<OwnerListing>(`/listings/${id(listingId)}/photos/${id(photoId)}`);
