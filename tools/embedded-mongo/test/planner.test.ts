// Which plan a find gets. The documents a plan yields are checked against a collection scan in
// conformance.test.ts; this says which way they are read.
import { planQuery } from '../src/storage/planner';
import { Index } from '../src/storage/secondary-index';

const index = (key: Record<string, 1 | -1>) => new Index({ key, name: Object.keys(key).join('_') }, 'db.listings');

describe('planQuery', () => {
  const byModelAndDate = index({ brand: 1, model: 1, posted: -1 });
  const since = new Date(Date.UTC(2024, 0, 1));

  test('equalities, a range on the sort field and a sort: the index walked in order within the range (it can stop at a limit)', () => {
    const plan = planQuery(
      { brand: 'kia', model: 'EV6', posted: { $gte: since }, year: { $gte: 2018 } },
      { posted: -1 },
      [byModelAndDate],
    );
    expect(plan).toMatchObject({
      kind: 'ordered',
      index: byModelAndDate,
      direction: -1,
      covered: false,
      range: { lower: { inclusive: true } },
    });
  });

  test('the same filter unsorted: a look-up of the same range', () => {
    const plan = planQuery({ brand: 'kia', model: 'EV6', posted: { $gte: since } }, undefined, [byModelAndDate]);
    expect(plan).toMatchObject({ kind: 'lookup', covered: true });
  });

  test('a walk whose range is the whole filter besides the equalities lists exactly the matches', () => {
    const plan = planQuery({ brand: 'kia', model: 'EV6', posted: { $gte: since } }, { posted: -1 }, [byModelAndDate]);
    expect(plan).toMatchObject({ kind: 'ordered', covered: true });
  });
});
