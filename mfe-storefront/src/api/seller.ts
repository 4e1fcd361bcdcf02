// The public seller page's data: GET /sellers/:id (name, rating, a page of reviews, the cars for
// sale), kept in the shared SWR cache so a booking, a review or an answer refreshes it.
import {
  api,
  takeServerData,
  useApi,
  useAuth,
  type ReviewView,
  type SellerPageView,
  type UnansweredReviewsView,
} from '@carmarket/shared-ui';
import { mutate } from 'swr';

export type SellerPage = SellerPageView;
export type Review = ReviewView;

export const sellerPath = (id: string, cursor?: string) =>
  `/sellers/${id}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
export const UNANSWERED_REVIEWS = '/reviews/unanswered';

/** Fetches the seller page for the route loader and puts it in the cache the page reads. */
export async function fetchSellerPage(id: string): Promise<SellerPage> {
  // A page drawn on the server carries the answer it was drawn with (optional call: an older shell's shared-ui lacks it).
  const page = takeServerData?.<SellerPage>(sellerPath(id)) ?? (await api.get<SellerPage>(sellerPath(id)));
  await mutate(sellerPath(id), page, { revalidate: false });
  return page;
}

/** The page the loader fetched, refetched whenever a change makes it stale. */
export function useSellerPage(loaded: SellerPage): SellerPage {
  const { data } = useApi<SellerPage>(sellerPath(loaded._id), { fallbackData: loaded, revalidateOnMount: false });
  return data ?? loaded;
}

/** Reviews the signed-in seller may still answer (only a seller has any). */
export function useAnswerableIds(): ReadonlySet<string> {
  const isSeller = useAuth((s) => s.user !== null && s.role === 'Seller');
  const { data } = useApi<UnansweredReviewsView>(isSeller ? UNANSWERED_REVIEWS : null, { errorToast: false });
  return new Set(data?.ids ?? []);
}

export const answerReview = (reviewId: string, text: string) =>
  api.put<Review>(`/reviews/${encodeURIComponent(reviewId)}/answer`, { text });
