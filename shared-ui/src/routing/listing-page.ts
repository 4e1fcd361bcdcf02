/** Where a car's own page is (the storefront serves it): every remote links there. */
export const listingPagePath = (id: string) => `/listing/${id}`;
