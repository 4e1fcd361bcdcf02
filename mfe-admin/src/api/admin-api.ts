// The admin remote's calls, one hook or function per endpoint, typed by path on the shared API client.
import { apiClient, useApi } from '@carmarket/shared-ui';
import { usePagedApi } from '@carmarket/shared-ui/widgets';

const byId = (id: string) => ({ params: { path: { id } } });

/** Every seller / buyer / reported listing, a page (the API's default 500) at a time. */
export const useSellers = () => usePagedApi('/seller');
export const useBuyers = () => usePagedApi('/identity/Buyer');
export const useReported = () => usePagedApi('/reported');
/** Reviews and reported conversations, 20 at a time. */
export const useReviews = () => usePagedApi('/reviews', { params: { query: { limit: 20 } } });
/** Reviews with open reports, the one reported last first, each with its reports; 20 at a time. */
export const useReportedReviews = () => usePagedApi('/moderation/reviews', { params: { query: { limit: 20 } } });
export const useReportedConversations = () =>
  usePagedApi('/conversations/reported', { params: { query: { limit: 20 } } });
/** Every admin action, newest first, 20 at a time. */
export const useAuditLog = () => usePagedApi('/moderation/audit', { params: { query: { limit: 20 } } });
/** A reported listing's open reports, newest first; no toast on failure (the card says it, and a car
 *  that just left the market answers 404 while its card goes). */
export const useListingReports = (listingId: string) =>
  useApi('/moderation/listings/{id}/reports', { ...byId(listingId), errorToast: false });
/** A reported conversation's thread (admins may read it once reported); null: not asked for yet. */
export const useThread = (conversationId: string | null) =>
  useApi(conversationId ? '/conversations/{id}' : null, { params: { path: { id: conversationId ?? '' } } });

export const verifySeller = (sellerId: string) => apiClient.put('/verify/{id}', byId(sellerId));
export const deleteSeller = (sellerId: string) => apiClient.delete('/seller/{id}', byId(sellerId));
export const makeSeller = (buyerId: string) => apiClient.put('/make_seller/{id}', byId(buyerId));
export const deleteBuyer = (buyerId: string) => apiClient.delete('/buyer/{id}', byId(buyerId));
export const deleteListing = (listingId: string) => apiClient.delete('/product_delete/{id}', byId(listingId));
export const removeListingPhoto = (listingId: string, photoId: string) =>
  apiClient.delete('/listings/{id}/photos/{photoId}', { params: { path: { id: listingId, photoId } } });
export const removeReview = (reviewId: string) => apiClient.delete('/reviews/{id}', byId(reviewId));
export const dismissListingReports = (listingId: string) =>
  apiClient.post('/moderation/listings/{id}/dismiss', { ...byId(listingId), body: {} });
export const dismissReviewReports = (reviewId: string) =>
  apiClient.post('/moderation/reviews/{id}/dismiss', { ...byId(reviewId), body: {} });
export const dismissConversationReport = (conversationId: string) =>
  apiClient.post('/moderation/conversations/{id}/dismiss', { ...byId(conversationId), body: {} });
export const warnSeller = (sellerId: string, reason: string) =>
  apiClient.post('/moderation/sellers/{id}/warn', { ...byId(sellerId), body: { reason } });
export const suspendSeller = (sellerId: string, reason: string) =>
  apiClient.post('/moderation/sellers/{id}/suspend', { ...byId(sellerId), body: { reason } });
export const reinstateSeller = (sellerId: string) =>
  apiClient.post('/moderation/sellers/{id}/reinstate', { ...byId(sellerId), body: {} });
