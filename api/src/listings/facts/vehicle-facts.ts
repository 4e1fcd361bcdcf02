// The vehicle facts a listing may carry: one home for their allowed values.

/** Every fact is optional: a listing may leave any out, and its seller may remove one (null in PUT /listings/:id). */
export const VEHICLE_FACTS = ['model', 'year', 'mileage', 'fuel', 'transmission', 'body', 'vin'] as const;

export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const BODIES = ['sedan', 'suv', 'hatchback', 'coupe', 'pickup', 'van', 'wagon'] as const;
export type Body = (typeof BODIES)[number];

/** Model years a listing may give: the first post-war production cars up to next year's models. */
export const FIRST_MODEL_YEAR = 1950;
export const lastModelYear = (now: Date = new Date()): number => now.getUTCFullYear() + 1;

/** Miles; nothing on the road has done more. */
export const MAX_MILEAGE = 2_000_000;

/** "Mileage up to" steps of the facets and the filter bar, in miles. */
export const MILEAGE_STEPS = [10_000, 30_000, 60_000, 100_000, 150_000] as const;

/** At most this many photos per listing. */
export const MAX_PHOTOS = 10;
