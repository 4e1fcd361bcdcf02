// Where the listings generation lives (listing-totals.ts): a module of plain names, so code that
// writes listings outside the API (the benches) can bump it without loading the API's services.
export const GENERATIONS_COLLECTION = 'generations';
/** The generation every listing write bumps (a write made outside the API must bump it too). */
export const LISTINGS_GENERATION = 'listings';
