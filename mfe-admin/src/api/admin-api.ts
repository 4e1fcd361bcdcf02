// The admin remote's calls, one hook or function per endpoint, on the shared API client.
import {
  api,
  useApi,
  type AuditEntryView,
  type ConversationView,
  type ListingReportView,
  type OwnerListing,
  type ReviewView,
  type ThreadView,
  type User,
} from '@carmarket/shared-ui';
import { usePagedApi } from '@carmarket/shared-ui/widgets';
import { useCursorList } from './cursor-list';

export const SELLERS = '/seller';
export const BUYERS = '/identity/Buyer';
export const REPORTED = '/reported';
export const REVIEWS = '/reviews?limit=20';
export const REPORTED_CONVERSATIONS = '/conversations/reported?limit=20';

/** Every seller / buyer / reported listing, a page (the API's default 500) at a time. */
export const useSellers = () => usePagedApi<User>(SELLERS);
export const useBuyers = () => usePagedApi<User>(BUYERS);
export const useReported = () => usePagedApi<OwnerListing>(REPORTED);
export const useReviews = () => useCursorList<ReviewView>(REVIEWS);
export const useReportedConversations = () => useCursorList<ConversationView>(REPORTED_CONVERSATIONS);
export const AUDIT_LOG = '/moderation/audit?limit=20';
export const useAuditLog = () => useCursorList<AuditEntryView>(AUDIT_LOG);
/** A reported listing's open reports, newest first. */
export const useListingReports = (listingId: string) =>
  useApi<ListingReportView[]>(`/moderation/listings/${encodeURIComponent(listingId)}/reports`);
/** A reported conversation's thread (admins may read it once reported); null: not asked for yet. */
export const useThread = (conversationId: string | null) =>
  useApi<ThreadView>(conversationId && `/conversations/${encodeURIComponent(conversationId)}`);

const id = (value: string) => encodeURIComponent(value);
export const verifySeller = (sellerId: string) => api.put<User>(`/verify/${id(sellerId)}`);
export const deleteSeller = (sellerId: string) => api.del<{ deletedCount: number }>(`/seller/${id(sellerId)}`);
export const makeSeller = (buyerId: string) => api.put<User>(`/make_seller/${id(buyerId)}`);
export const deleteBuyer = (buyerId: string) => api.del<{ deletedCount: number }>(`/buyer/${id(buyerId)}`);
export const deleteListing = (listingId: string) =>
  api.del<{ deletedCount: number }>(`/product_delete/${id(listingId)}`);
export const removeListingPhoto = (listingId: string, photoId: string) =>
  api.del<OwnerListing>(`/listings/${id(listingId)}/photos/${id(photoId)}`);
export const removeReview = (reviewId: string) => api.del<void>(`/reviews/${id(reviewId)}`);
export const olderMessages = (conversationId: string, cursor: string) =>
  api.get<ThreadView>(`/conversations/${id(conversationId)}?cursor=${encodeURIComponent(cursor)}`);
export const dismissListingReports = (listingId: string) =>
  api.post<OwnerListing>(`/moderation/listings/${id(listingId)}/dismiss`, {});
export const dismissConversationReport = (conversationId: string) =>
  api.post<void>(`/moderation/conversations/${id(conversationId)}/dismiss`, {});
export const warnSeller = (sellerId: string, reason: string) =>
  api.post<User>(`/moderation/sellers/${id(sellerId)}/warn`, { reason });
export const suspendSeller = (sellerId: string, reason: string) =>
  api.post<User & { listingsWithdrawn: number }>(`/moderation/sellers/${id(sellerId)}/suspend`, { reason });
