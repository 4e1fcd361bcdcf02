// The comparables' prices against mileage, this car marked and its expected range drawn at its
// mileage. A lazy chunk of its own: only screens that draw it download visx.
import type { ComparablePointView, PriceAnalysisView } from '@carmarket/shared-ui';
import { scaleLinear } from '@visx/scale';
import { kDollars, mileage, mileageCompact, useTheme } from '@carmarket/shared-ui';
import { BottomAxis, LeftAxis, paddedExtent, Svg, useWidth, type Margin } from './chart-parts';

import { PRICE_CHART_HEIGHT } from './chart-size';
const MARGIN: Margin = { top: 12, right: 16, bottom: 40, left: 48 };

/** The sentence a screen reader hears for the chart (the table beside it lists every car). */
export function priceChartSummary({ points, car }: Pick<PriceAnalysisView, 'points' | 'car'>): string {
  const carText =
    car.mileage === undefined
      ? `this car: ${kDollars(car.price)}`
      : `this car: ${kDollars(car.price)} at ${mileage(car.mileage)}`;
  if (!points.length) return `No comparable cars to chart; ${carText}.`;
  const prices = points.map((p) => p.price);
  return `Price against mileage of ${points.length} comparable cars, from ${kDollars(Math.min(...prices))} to ${kDollars(Math.max(...prices))}; ${carText}.`;
}

export default function PriceChart({ analysis }: { analysis: PriceAnalysisView }) {
  const { points, car, rating } = analysis;
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>(560);
  const plotted: Pick<ComparablePointView, 'mileage' | 'price'>[] =
    car.mileage === undefined ? points : [...points, { mileage: car.mileage, price: car.price }];
  const right = width - MARGIN.right;
  const bottom = PRICE_CHART_HEIGHT - MARGIN.bottom;
  const x = scaleLinear<number>({
    domain: paddedExtent(plotted.map((p) => p.mileage)),
    range: [MARGIN.left, right],
    nice: true,
  });
  const prices = [
    ...plotted.map((p) => p.price),
    ...(rating.low !== undefined && rating.high !== undefined ? [rating.low, rating.high] : []),
  ];
  const y = scaleLinear<number>({ domain: paddedExtent(prices), range: [bottom, MARGIN.top], nice: true });
  const ticksX = width < 420 ? 3 : 5;

  return (
    <div ref={ref}>
      <Svg
        role="img"
        aria-label={priceChartSummary(analysis)}
        width={width}
        height={PRICE_CHART_HEIGHT}
        viewBox={`0 0 ${width} ${PRICE_CHART_HEIGHT}`}
      >
        <LeftAxis scale={y} x={MARGIN.left} width={right - MARGIN.left} ticks={5} format={(n) => kDollars(n)} />
        <BottomAxis scale={x} y={bottom} ticks={ticksX} format={mileageCompact} title="Mileage" />
        <g data-chart="comparables">
          {points.map((p) => (
            <circle
              key={p.listingId}
              cx={x(p.mileage)}
              cy={y(p.price)}
              r={4.5}
              fill={theme.colors.primary}
              fillOpacity={0.45}
              stroke={theme.colors.primary}
              strokeWidth={1}
            />
          ))}
        </g>
        {car.mileage !== undefined && (
          <g data-chart="this-car">
            {rating.low !== undefined && rating.high !== undefined && (
              <line
                x1={x(car.mileage)}
                x2={x(car.mileage)}
                y1={y(rating.low)}
                y2={y(rating.high)}
                stroke={theme.colors.success}
                strokeWidth={10}
                strokeOpacity={0.25}
                strokeLinecap="round"
              />
            )}
            <path
              d={`M ${x(car.mileage)} ${y(car.price) - 8} l 8 8 l -8 8 l -8 -8 z`}
              fill={theme.colors.danger}
              stroke={theme.colors.surface}
              strokeWidth={1.5}
            />
            <text
              x={x(car.mileage)}
              y={y(car.price) - 12}
              textAnchor={x(car.mileage) > right - 60 ? 'end' : 'middle'}
              fontWeight={700}
              style={{ fill: theme.colors.text }}
            >
              This car
            </text>
          </g>
        )}
      </Svg>
    </div>
  );
}
