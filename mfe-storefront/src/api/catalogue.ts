// The storefront's reads of the catalogue: categories and advertised cars.
// The home reads them without the API cache (features/home/home-reads.ts).
import { apiClient, type Category } from '@carmarket/shared-ui';

// Categories are fixed reference data, and the category route's loader runs again on every filter
// change (the search params change): ask the API once per page load. A failed call is not kept.
let categories: Promise<Category[]> | null = null;

/** GET /categories once per page load, for code outside React (a route loader). */
export function fetchCategories(): Promise<Category[]> {
  categories ??= apiClient.get('/categories').catch((error: unknown) => {
    categories = null;
    throw error;
  });
  return categories;
}
