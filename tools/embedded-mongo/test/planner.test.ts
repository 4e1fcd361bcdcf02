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

  describe('a multikey index', () => {
    const byWordAndDate = () => {
      const words = index({ words: 1, posted: -1 });
      words.add(words.keysOf({ words: ['kia', 'ev6'], posted: since }), 'id1');
      return words;
    };

    test('is walked in order when its array field is pinned to one value', () => {
      const words = byWordAndDate();
      const plan = planQuery({ $and: [{ words: 'kia' }, { words: 'ev6' }] }, { posted: -1 }, [words]);
      expect(plan).toMatchObject({ kind: 'ordered', index: words, direction: -1, covered: false });
    });

    test('is never walked when its array field is free (a document would come once per element)', () => {
      const words = byWordAndDate();
      expect(planQuery({ posted: { $gte: since } }, { posted: -1 }, [words])).toBeNull();
      expect(planQuery({ words: { $in: ['kia', 'ev6'] } }, { posted: -1 }, [words])).toMatchObject({ kind: 'lookup' });
    });
  });
});
