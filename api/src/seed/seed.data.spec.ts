import { modelProblem } from '../listings/facts/model-catalogue';
import { BODIES, FIRST_MODEL_YEAR, FUELS, lastModelYear, TRANSMISSIONS } from '../listings/facts/vehicle-facts';
import { vinProblem } from '../listings/facts/vin';
import { SEED_LISTINGS } from './seed.data';

describe('seed listings', () => {
  it.each(SEED_LISTINGS.map((l) => [l.name, l] as const))('%s has believable facts', (_name, l) => {
    expect(modelProblem(l.brand, l.model!)).toBeNull();
    expect(l.name.startsWith(l.model!)).toBe(true);
    expect(l.year).toBeGreaterThanOrEqual(FIRST_MODEL_YEAR);
    expect(l.year).toBeLessThanOrEqual(lastModelYear());
    expect(Number.isInteger(l.mileage) && l.mileage! > 0).toBe(true);
    expect(FUELS).toContain(l.fuel);
    expect(TRANSMISSIONS).toContain(l.transmission);
    expect(BODIES).toContain(l.body);
    expect(l.image).toContain(`/${l.body}-`);
    if (l.vin !== undefined) expect(vinProblem(l.vin)).toBeNull();
  });

  it('gives some cars a VIN and leaves it out of others', () => {
    const withVin = SEED_LISTINGS.filter((l) => l.vin).length;
    expect(withVin).toBeGreaterThan(0);
    expect(withVin).toBeLessThan(SEED_LISTINGS.length);
  });
});
