// The listing's price over time as a small step line (a price holds until it changes).
import { scaleLinear } from '@visx/scale';
import { kDollars, useTheme } from '@carmarket/shared-ui';
import { BottomAxis, LeftAxis, paddedExtent, Svg, useWidth, type Margin } from './chart-parts';
import { dateTicks } from './date-ticks';
import type { PricePoint } from './price-facts';

import { HISTORY_CHART_HEIGHT } from './chart-size';
const MARGIN: Margin = { top: 10, right: 16, bottom: 40, left: 48 };
const DAY_MS = 86_400_000;

export default function PriceHistoryChart({
  history,
  now = Date.now(),
}: {
  history: readonly PricePoint[];
  now?: number;
}) {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>(560);
  const times = history.map((p) => new Date(p.at).getTime());
  const end = Math.max(now, ...times);
  const right = width - MARGIN.right;
  const bottom = HISTORY_CHART_HEIGHT - MARGIN.bottom;
  const [domainStart, domainEnd] = [times[0], end === times[0] ? end + DAY_MS : end];
  const x = scaleLinear<number>({
    domain: [domainStart, domainEnd],
    range: [MARGIN.left, right],
  });
  const y = scaleLinear<number>({
    domain: paddedExtent(
      history.map((p) => p.price),
      0.25,
    ),
    range: [bottom, MARGIN.top],
    nice: true,
  });
  // A step: across at the old price, then down (or up) to the new one.
  const path =
    history.map((p, i) => `${i ? `H ${x(times[i])} V` : `M ${x(times[i])}`} ${y(p.price)}`).join(' ') + ` H ${x(end)}`;

  return (
    <div ref={ref} aria-hidden="true">
      <Svg width={width} height={HISTORY_CHART_HEIGHT} viewBox={`0 0 ${width} ${HISTORY_CHART_HEIGHT}`}>
        <LeftAxis scale={y} x={MARGIN.left} width={right - MARGIN.left} ticks={3} format={(n) => kDollars(n)} />
        <BottomAxis scale={x} y={bottom} ticks={dateTicks(domainStart, domainEnd, width < 420 ? 2 : 4)} title="Date" />
        <path d={path} fill="none" stroke={theme.colors.primary} strokeWidth={2} data-chart="price-line" />
        {history.map((p, i) => (
          <circle key={p.at} cx={x(times[i])} cy={y(p.price)} r={3.5} fill={theme.colors.primary} />
        ))}
      </Svg>
    </div>
  );
}
