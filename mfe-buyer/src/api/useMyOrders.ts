import { useApi, useAuth, type Order } from '@carmarket/shared-ui';

/** The text for a failed orders load (docs/product.md §8). */
export const ORDERS_LOAD_ERROR = 'Something went wrong';

export function myOrdersPath(email: string): string {
  return `/orders?email=${encodeURIComponent(email)}`;
}

/** The signed-in buyer's orders, newest first; waits for sign-in before asking. */
export function useMyOrders() {
  const email = useAuth((state) => state.user?.email);
  return useApi<Order[]>(email ? myOrdersPath(email) : null, { errorToast: ORDERS_LOAD_ERROR });
}
