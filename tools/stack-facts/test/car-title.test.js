const { carLine, carTitle } = require('../car-title');

describe('carLine', () => {
  it('reads year, make, name and mileage', () => {
    expect(carLine({ year: 2023, brand: 'Tesla', model: 'Model 3', name: 'Model 3 Long Range', mileage: 34800 })).toBe(
      '2023 Tesla Model 3 Long Range · 34,800 mi',
    );
  });

  it('leaves out what is not known', () => {
    expect(carLine({ brand: 'Tesla', name: 'Roadster' })).toBe('Tesla Roadster');
    expect(carLine({ brand: 'Kia', name: 'EV6 GT-Line', year: null, mileage: 0 })).toBe('Kia EV6 GT-Line · 0 mi');
  });

  it('names the model when the name leaves it out, and the make once', () => {
    expect(carTitle({ year: 2019, brand: 'Toyota', model: 'Camry', name: 'Family car' })).toBe(
      '2019 Toyota Camry Family car',
    );
    expect(carTitle({ brand: 'Kia', model: 'Rio', name: 'KIA Rio LX' })).toBe('KIA Rio LX');
  });
});
