import { apiClient, ApiError, type Order } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';

/** What the checkout route gets: the buyer's order, or why it can no longer be paid. */
export type OwnOrder = { order: Order; lapsed?: undefined } | { lapsed: string; order?: undefined };

// The API answers 404 for someone else's order (it reveals nothing), 400 for an id that cannot
// exist; to the buyer all of them are a page that does not exist.
const NOT_FOUND = new Set([400, 403, 404]);

/**
 * Route loader of the payment screen (GET /payment/:id): the order is known before the screen
 * shows. Not found for an unknown or foreign id; a booking that lapsed unpaid (410) is shown as such.
 */
export async function loadOwnOrder({ params, request }: LoaderFunctionArgs): Promise<OwnOrder> {
  try {
    const order = await apiClient.get('/payment/{id}', {
      params: { path: { id: params.id ?? '' } },
      signal: request.signal,
    });
    return { order };
  } catch (error) {
    if (error instanceof ApiError && NOT_FOUND.has(error.status)) {
      throw new Response('Order not found', { status: 404, statusText: 'Not Found' });
    }
    if (error instanceof ApiError && error.status === 410) return { lapsed: error.message };
    throw error;
  }
}
