// Where a time axis is labelled: one label per distinct day, or times of day when the whole span is
// one day, so no label repeats (a day of price changes read "Nov 27" six times).
import { formatMonthDay, LOCALE, TIME_ZONE } from '@carmarket/shared-ui';

const DAY_MS = 86_400_000;
// Screens write dates in TIME_ZONE, which is UTC: a day starts at a multiple of DAY_MS.
const CLOCK = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

export interface AxisTick {
  /** Where, on the axis's scale (epoch ms). */
  at: number;
  label: string;
}

/** At most `max` labels from `start` to `end` (epoch ms, start <= end), none repeated. */
export function dateTicks(start: number, end: number, max: number): AxisTick[] {
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.floor(end / DAY_MS);
  const count = Math.max(1, Math.floor(max));
  if (firstDay === lastDay) {
    const points =
      count === 1 || end === start
        ? [start]
        : Array.from({ length: count }, (_, i) => start + ((end - start) * i) / (count - 1));
    return distinct(points.map((at) => ({ at, label: CLOCK.format(at) })));
  }
  // Every `step`-th day from the first, each labelled where it starts (the first where the axis starts).
  const step = Math.ceil((lastDay - firstDay + 1) / count);
  const ticks: AxisTick[] = [];
  for (let day = firstDay; day <= lastDay; day += step) {
    const at = Math.max(start, day * DAY_MS);
    ticks.push({ at, label: formatMonthDay(at) });
  }
  // A first day that has begun only just before the next label would print on top of it.
  if (ticks.length > 1 && ticks[1].at - ticks[0].at < (step * DAY_MS) / 2) ticks.shift();
  return ticks;
}

function distinct(ticks: AxisTick[]): AxisTick[] {
  return ticks.filter((tick, i) => ticks.findIndex((other) => other.label === tick.label) === i);
}
