import { RecentlyMissing } from './recently-missing';

describe('RecentlyMissing', () => {
  let clock = 0;
  const now = () => clock;

  it('remembers a missing key for its time to live, then forgets it', () => {
    const missing = new RecentlyMissing(10, 30_000, now);
    missing.add('a');
    clock += 29_999;
    expect(missing.has('a')).toBe(true);
    clock += 1;
    expect(missing.has('a')).toBe(false);
    expect(missing.size).toBe(0);
  });

  it('holds at most its capacity, dropping the oldest first', () => {
    const missing = new RecentlyMissing(3, 30_000, now);
    for (const key of ['a', 'b', 'c', 'd']) missing.add(key);
    expect(['a', 'b', 'c', 'd'].map((k) => missing.has(k))).toEqual([false, true, true, true]);
    expect(missing.size).toBe(3);
  });

  it('forgets a key that exists now', () => {
    const missing = new RecentlyMissing(3, 30_000, now);
    missing.add('a');
    missing.delete('a');
    expect(missing.has('a')).toBe(false);
  });
});
