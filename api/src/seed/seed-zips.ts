// The ZIP code of each city the seed's cars are in (a central ZIP of the city), so that the
// demo's radius filter and nearest-first order have places to measure.
const CITY_ZIPS: Record<string, string> = {
  'Austin, TX': '78701',
  'Dallas, TX': '75201',
  'Houston, TX': '77002',
  'Round Rock, TX': '78664',
  'San Antonio, TX': '78205',
  'Olympia, WA': '98501',
  'Seattle, WA': '98101',
  'Spokane, WA': '99201',
  'Tacoma, WA': '98402',
  'Portland, OR': '97201',
};

/** The ZIP of a seeded car's location; a city the seed does not know is a mistake in the seed. */
export function seedZipOf(location: string): string {
  const zip = CITY_ZIPS[location];
  if (!zip) throw new Error(`The seed has no ZIP code for ${location}`);
  return zip;
}

export const SEEDED_CITIES = Object.keys(CITY_ZIPS);
