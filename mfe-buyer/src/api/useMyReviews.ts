import { apiClient, useApi, useAuth } from '@carmarket/shared-ui';

export const MY_REVIEWS = '/reviews/mine' as const;
export const REVIEW_TEXT_MAX_LENGTH = 1000;

export interface NewReview {
  orderId: string;
  rating: number;
  text: string;
}

/** The signed-in buyer's reviews (with their orders): which paid orders still offer a review. */
export function useMyReviews() {
  const signedIn = useAuth((s) => s.user !== null);
  // No toast: without the list the screen only holds back the Review button (the API would refuse a second one anyway).
  return useApi(signedIn ? MY_REVIEWS : null, { errorToast: false });
}

export const postReview = (review: NewReview) =>
  apiClient.post('/reviews', { body: { ...review, text: review.text.trim() || undefined } });
