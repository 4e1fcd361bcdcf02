// The model catalogue: each brand's models, so listings name a model one way and group cleanly
// for search, facets and price guidance. Brands are matched without regard to case (categories
// say TESLA, listings Tesla). A brand missing here has no catalogue: its listings give no model.

const CATALOGUE: Record<string, readonly string[]> = {
  tesla: ['Model 3', 'Model S', 'Model X', 'Model Y', 'Cybertruck', 'Roadster'],
  kia: [
    'Carnival',
    'EV6',
    'EV9',
    'Forte',
    'K5',
    'Niro',
    'Rio',
    'Seltos',
    'Sorento',
    'Soul',
    'Sportage',
    'Stinger',
    'Telluride',
  ],
  toyota: [
    '4Runner',
    'bZ4X',
    'Camry',
    'Corolla',
    'Corolla Cross',
    'Crown',
    'GR86',
    'Highlander',
    'Land Cruiser',
    'Prius',
    'RAV4',
    'Sequoia',
    'Sienna',
    'Supra',
    'Tacoma',
    'Tundra',
    'Venza',
    'Yaris',
  ],
};

/** Every brand of the catalogue (as a person writes it: Tesla, Kia) and every model. */
export function catalogueNames(): string[] {
  const brands = Object.keys(CATALOGUE).map((key) => key[0].toUpperCase() + key.slice(1));
  return [...brands, ...Object.values(CATALOGUE).flat()];
}

/** A brand as it is matched (categories say TESLA, listings Tesla); stored with each listing as `brandKey`. */
export function brandKey(brand: string): string {
  return brand.trim().toLowerCase();
}

/** The brand's models, in display order; [] for a brand without a catalogue. */
export function modelsOf(brand: string): readonly string[] {
  // Own keys only: a brand named after an Object.prototype property (constructor, __proto__) has no catalogue.
  const key = brandKey(brand);
  return Object.hasOwn(CATALOGUE, key) ? CATALOGUE[key] : [];
}

/** Why `model` cannot be given for a car of `brand`, or null when it can. */
export function modelProblem(brand: string, model: string): string | null {
  const models = modelsOf(brand);
  if (models.length === 0) return `there is no model catalogue for brand ${brand}; leave model out`;
  if (!models.includes(model)) return `model must be one of the ${brand} models: ${models.join(', ')}`;
  return null;
}
