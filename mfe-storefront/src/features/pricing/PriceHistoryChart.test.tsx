import { theme, ThemeProvider } from '@carmarket/shared-ui';
import { render } from '@testing-library/react';
import { dateTicks } from './date-ticks';
import PriceHistoryChart from './PriceHistoryChart';

const at = (iso: string) => Date.parse(iso);
/** The labels under the plot, left to right (the axis title last). */
function bottomLabels(history: { at: string; price: number }[], now: number): string[] {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PriceHistoryChart history={history} now={now} />
    </ThemeProvider>,
  );
  const axes = container.querySelectorAll('svg > g');
  return Array.from(axes[1].querySelectorAll('text'), (text) => text.textContent ?? '');
}

it('labels a day of price changes by time of day, never the same date over and over', () => {
  const history = ['09:05', '10:40', '12:15', '14:00', '16:30', '18:45'].map((time, i) => ({
    at: `2026-11-27T${time}:00.000Z`,
    price: 40 - i,
  }));
  const labels = bottomLabels(history, at('2026-11-27T20:00:00.000Z'));
  expect(labels.at(-1)).toBe('Date');
  const ticks = labels.slice(0, -1);
  expect(ticks.length).toBeGreaterThan(1);
  expect(new Set(ticks).size).toBe(ticks.length);
  for (const tick of ticks) expect(tick).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  expect(ticks[0]).toBe('9:05 AM');
});

it('labels changes over several days once per day shown, each a distinct date', () => {
  const history = [
    { at: '2026-11-20T15:00:00.000Z', price: 42 },
    { at: '2026-11-24T08:00:00.000Z', price: 40 },
    { at: '2026-11-27T11:00:00.000Z', price: 39 },
  ];
  const ticks = bottomLabels(history, at('2026-11-28T09:00:00.000Z')).slice(0, -1);
  expect(ticks.length).toBeGreaterThan(1);
  expect(ticks.length).toBeLessThanOrEqual(4);
  expect(new Set(ticks).size).toBe(ticks.length);
  for (const tick of ticks) expect(tick).toMatch(/^Nov \d{1,2}$/);
});

describe('dateTicks', () => {
  it('keeps within the number of labels asked for, at the start of each day shown', () => {
    const ticks = dateTicks(at('2026-11-01T00:00:00Z'), at('2026-11-30T12:00:00Z'), 4);
    expect(ticks.map((t) => t.label)).toEqual(['Nov 1', 'Nov 9', 'Nov 17', 'Nov 25']);
    expect(ticks[1].at).toBe(at('2026-11-09T00:00:00Z'));
  });

  it('leaves out a first day that began just before the next label', () => {
    const ticks = dateTicks(at('2026-11-26T23:30:00Z'), at('2026-11-28T10:00:00Z'), 4);
    expect(ticks.map((t) => t.label)).toEqual(['Nov 27', 'Nov 28']);
  });

  it('gives one label for a moment', () => {
    const moment = at('2026-11-27T10:00:00Z');
    expect(dateTicks(moment, moment, 4)).toEqual([{ at: moment, label: '10:00 AM' }]);
  });
});
