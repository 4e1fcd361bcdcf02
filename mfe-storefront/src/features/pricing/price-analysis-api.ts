// GET /listings/:id/price-analysis (public): the stored rating with its comparables' points.
export const priceAnalysisPath = (listingId: string) => `/listings/${listingId}/price-analysis`;
