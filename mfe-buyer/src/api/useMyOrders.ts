import { apiPath, useApi, useAuth } from '@carmarket/shared-ui';

/** The text for a failed orders load (docs/product.md §8). */
export const ORDERS_LOAD_ERROR = 'Something went wrong';

export const myOrdersPath = (email: string) => apiPath('/orders', { query: { email } });

/** The signed-in buyer's orders, newest first; waits for sign-in before asking. */
export function useMyOrders() {
  const email = useAuth((state) => state.user?.email);
  return useApi(email ? '/orders' : null, { params: { query: { email } }, errorToast: ORDERS_LOAD_ERROR });
}
