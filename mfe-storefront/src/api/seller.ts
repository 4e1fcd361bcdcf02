// The public seller page's data: GET /sellers/:id (name, rating, a page of reviews, the cars for
// sale), kept in the shared SWR cache so a booking, a review or an answer refreshes it; its cars and
// reviews go on page by page from where it stops.
import {
  apiClient,
  apiPath,
  takeServerData,
  useApi,
  useAuth,
  type ReviewView,
  type SellerPageView,
} from '@carmarket/shared-ui';
import { mutate } from 'swr';

export type SellerPage = SellerPageView;
export type Review = ReviewView;

const sellerParams = (id: string) => ({ params: { path: { id } } });
/** The seller page's cache key (its first page of reviews). */
export const sellerPath = (id: string) => apiPath('/sellers/{id}', sellerParams(id).params);

/** Cards per page of the seller's cars: the seller page's own first page has as many. */
export const SELLER_CARDS_PAGE = 24;

/** The seller's cars, paged (GET /sellers/:id/listings), starting with the cards the seller page came with. */
export function sellerCars(page: SellerPage) {
  const params = { path: { id: page._id }, query: { limit: SELLER_CARDS_PAGE } };
  const cursor = page.listingsCursor;
  return {
    params,
    firstPage: {
      items: page.listings,
      total: page.activeListings,
      next: cursor ? apiPath('/sellers/{id}/listings', { ...params, query: { ...params.query, cursor } }) : null,
    },
  };
}

/** The seller's reviews, paged (GET /sellers/:id/reviews), starting with the page the seller page came with. */
export function sellerReviews(page: SellerPage) {
  const params = { path: { id: page._id } };
  const cursor = page.reviews.nextCursor;
  return {
    params,
    firstPage: {
      items: page.reviews.items,
      total: page.reviews.total,
      next: cursor ? apiPath('/sellers/{id}/reviews', { ...params, query: { cursor } }) : null,
    },
  };
}

/** Fetches the seller page for the route loader and puts it in the cache the page reads. */
export async function fetchSellerPage(id: string): Promise<SellerPage> {
  // A page drawn on the server carries the answer it was drawn with (optional call: an older shell's shared-ui lacks it).
  const page = takeServerData?.<SellerPage>(sellerPath(id)) ?? (await apiClient.get('/sellers/{id}', sellerParams(id)));
  await mutate(sellerPath(id), page, { revalidate: false });
  return page;
}

/** The page the loader fetched, refetched whenever a change makes it stale. */
export function useSellerPage(loaded: SellerPage): SellerPage {
  const { data } = useApi('/sellers/{id}', {
    ...sellerParams(loaded._id),
    fallbackData: loaded,
    revalidateOnMount: false,
  });
  return data ?? loaded;
}

/** Reviews the signed-in seller may still answer (only a seller has any). */
export function useAnswerableIds(): ReadonlySet<string> {
  const isSeller = useAuth((s) => s.user !== null && s.role === 'Seller');
  const { data } = useApi(isSeller ? '/reviews/unanswered' : null, { errorToast: false });
  return new Set(data?.ids ?? []);
}

export const answerReview = (reviewId: string, text: string) =>
  apiClient.put('/reviews/{id}/answer', { params: { path: { id: reviewId } }, body: { text } });
