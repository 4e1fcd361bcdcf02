// The seller remote's calls, one hook or function per endpoint, on the shared API client.
import {
  api,
  useApi,
  useAuth,
  type AddProductBody,
  type AuthUser,
  type Category,
  type Listing,
  type SellerOrder,
} from '@carmarket/shared-ui';

/** The name the seller is known by (the API records the same one at sign-in). */
export function sellerNameOf(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  return user.displayName || user.email.split('@')[0];
}

export function useCategories() {
  return useApi<Category[]>('/categories');
}

/** The signed-in seller's listings; the API answers with the caller's own whatever the path name. */
export function useMyProducts() {
  const user = useAuth((s) => s.user);
  return useApi<Listing[]>(user ? `/my_products/${encodeURIComponent(sellerNameOf(user))}` : null);
}

/** Bookings of the signed-in seller's cars. */
export function useMyBuyers() {
  const user = useAuth((s) => s.user);
  return useApi<SellerOrder[]>(user ? '/my_buyers' : null);
}

export const addProduct = (body: AddProductBody) => api.post<Listing>('/add_product', body);
export const deleteProduct = (id: string) => api.del<{ deletedCount: number }>(`/product_delete/${encodeURIComponent(id)}`);
export const advertiseProduct = (id: string) => api.put<Listing>(`/update/${encodeURIComponent(id)}`);
