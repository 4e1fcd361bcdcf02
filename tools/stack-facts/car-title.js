// What a car is, in one line, wherever a person reads about it (cards, the wish list, compare,
// e-mails): "2023 Tesla Model 3 Long Range · 34,800 mi". The model year, the make, the name the
// seller gave (led by the model when the name leaves it out) and the mileage, each where known.

const MILES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const contains = (text, part) => text.toLowerCase().includes(part.toLowerCase());

/** "2023 Tesla Model 3 Long Range": year, make and name (with the model when the name lacks it). */
function carTitle({ year, brand, model, name }) {
  const named = model && !contains(name, model) ? `${model} ${name}` : name;
  const make = brand && !named.toLowerCase().startsWith(brand.toLowerCase()) ? brand : '';
  return [year, make, named].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
}

/** carTitle and, when known, the mileage: "2023 Tesla Model 3 Long Range · 34,800 mi". */
function carLine(car) {
  const miles = car.mileage;
  return miles === undefined || miles === null ? carTitle(car) : `${carTitle(car)} · ${MILES.format(miles)} mi`;
}

module.exports = { carTitle, carLine };
