import {
  dollars,
  formatDateTime,
  formatDay,
  formatFullDateTime,
  formatMonth,
  formatMonthDay,
  formatRelative,
  formatWhen,
  kDollars,
  mileage,
  mileageCompact,
  milesAway,
  percent,
  yearsUsed,
} from '../format';

describe('prices', () => {
  it('writes k$ amounts with at most two decimals, rounded half away from zero', () => {
    expect(kDollars(34.5)).toBe('34.5 k$');
    expect(kDollars(52)).toBe('52 k$');
    expect(kDollars(34.565)).toBe('34.57 k$');
    expect(kDollars(34.5649)).toBe('34.56 k$');
    expect(kDollars(20.1)).toBe('20.1 k$');
    expect(kDollars(1250)).toBe('1,250 k$');
  });

  it('writes an original price with a capital K', () => {
    expect(kDollars(66, 'K$')).toBe('66 K$');
  });

  it('writes a charged amount from its smallest unit, in its currency', () => {
    expect(dollars(3450000, 'usd')).toBe('$34,500.00');
    expect(dollars(1999)).toBe('$19.99');
    expect(dollars(1000, 'eur')).toBe('€10.00');
  });
});

describe('numbers', () => {
  it('writes mileage grouped, with its unit', () => {
    expect(mileage(34800)).toBe('34,800 mi');
    expect(mileage(0)).toBe('0 mi');
    expect(mileageCompact(34800)).toBe('34.8K mi');
  });

  it('writes how far a car is in whole miles, grouped', () => {
    expect(milesAway(23)).toBe('23 mi away');
    expect(milesAway(1234)).toBe('1,234 mi away');
    expect(milesAway(0)).toBe('Under 1 mi away');
  });

  it('writes years used in the singular for one', () => {
    expect(yearsUsed(1)).toBe('1 year');
    expect(yearsUsed(2.5)).toBe('2.5 years');
    expect(yearsUsed(3.333)).toBe('3.33 years');
  });

  it('writes a share as a whole percent', () => {
    expect(percent(12.4)).toBe('12\u00a0%');
  });
});

describe('dates in the one time zone, wherever they are written', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  // A stored midnight-UTC date: a reader's zone west of UTC would make it the day before.
  const posted = '2025-03-03T00:00:00.000Z';
  const held = '2026-06-12T14:05:00.000Z';

  it.each(['America/Los_Angeles', 'Pacific/Auckland', 'UTC'])('reads the same in a process running in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatDay(posted)).toBe('Mar 3, 2025');
    expect(formatMonthDay(posted)).toBe('Mar 3');
    expect(formatMonth(posted)).toBe('Mar 2025');
    expect(formatDateTime(held)).toBe('Jun 12, 2:05 PM UTC');
    expect(formatFullDateTime(held)).toBe('Jun 12, 2026, 2:05 PM UTC');
    // Late on one UTC day and early on the next are different days wherever the process runs.
    expect(formatWhen('2026-06-12T23:30:00Z', '2026-06-13T00:30:00Z')).toBe('Jun 12');
  });

  it('takes a Date and epoch milliseconds as well as ISO text, and writes nothing for a non-date', () => {
    expect(formatDay(new Date(posted))).toBe('Mar 3, 2025');
    expect(formatDay(Date.parse(posted))).toBe('Mar 3, 2025');
    expect(formatDay('not a date')).toBe('');
    expect(formatWhen('', held)).toBe('');
  });

  it('writes a message time short: the time today, the day this year, the full date before', () => {
    const now = '2026-06-12T18:00:00Z';
    expect(formatWhen('2026-06-12T15:05:00Z', now)).toBe('3:05 PM');
    expect(formatWhen('2026-06-02T15:05:00Z', now)).toBe('Jun 2');
    expect(formatWhen('2024-06-02T15:05:00Z', now)).toBe('Jun 2, 2024');
  });
});

describe('relative times from the now a render passes', () => {
  const now = '2026-06-12T12:00:00Z';

  it('counts whole units back', () => {
    expect(formatRelative('2026-06-12T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2026-06-12T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-06-12T08:40:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2026-06-11T10:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-06-02T12:00:00Z', now)).toBe('10 days ago');
    expect(formatRelative('2026-03-12T12:00:00Z', now)).toBe('3 months ago');
    expect(formatRelative('2024-06-01T12:00:00Z', now)).toBe('2 years ago');
  });

  it('counts forward for a moment still to come', () => {
    expect(formatRelative('2026-06-14T12:00:00Z', now)).toBe('in 2 days');
    expect(formatRelative('2026-06-12T13:00:00Z', now)).toBe('in 1 hour');
  });

  it('writes nothing for a non-date', () => {
    expect(formatRelative('soon', now)).toBe('');
  });
});
