import { editDistance, suggestionFor } from './search-suggestion';

describe('suggestionFor', () => {
  it.each([
    ['Corola', 'Corolla'],
    ['toyta corola', 'Toyota Corolla'],
    ['corola austin', 'Corolla austin'],
    ['RAV 4', 'RAV4'],
    ['RAV 5', 'RAV4'],
    ['Sportag 2020', 'Sportage 2020'],
    ['Telsa model 3', 'Tesla model 3'],
    ['corola cros', 'Corolla Cross'],
  ])('offers the catalogue spelling for %j: %j', (q, suggestion) => {
    expect(suggestionFor(q)).toBe(suggestion);
  });

  it.each([['Corolla'], ['tesla model 3'], ['RAV4'], ['kia ev6 austin'], ['2023 suv'], ['gas'], ['ab'], ['']])(
    'has nothing to offer for %j',
    (q) => {
      expect(suggestionFor(q)).toBeNull();
    },
  );

  it('counts insertions, deletions and replacements', () => {
    expect(editDistance('corola', 'corolla')).toBe(1);
    expect(editDistance('toyta', 'toyota')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});
