import { modelProblem, modelsOf } from './model-catalogue';

describe('model catalogue', () => {
  it('lists a brand whatever its case', () => {
    expect(modelsOf('TESLA')).toContain('Model Y');
    expect(modelsOf('tesla')).toEqual(modelsOf('Tesla'));
  });

  it('has no models for an unknown brand', () => {
    expect(modelsOf('Trabant')).toEqual([]);
    expect(modelProblem('Trabant', 'P601')).toMatch(/no model catalogue/);
  });

  it('accepts only a model of the brand, spelt as the catalogue spells it', () => {
    expect(modelProblem('Kia', 'EV6')).toBeNull();
    expect(modelProblem('Kia', 'Camry')).toMatch(/one of the Kia models/);
    expect(modelProblem('Kia', 'ev6')).toMatch(/one of the Kia models/);
  });
});
