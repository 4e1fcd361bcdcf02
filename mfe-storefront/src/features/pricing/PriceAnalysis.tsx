// The price analysis view: the rating with its work (expected range, comparables, chart, how we
// rate, every comparable car). One implementation: the listing page shows it, and the storefront
// exposes it ('storefront/PriceAnalysis') for the seller's live price check.
import { mileage, percent, Skeleton, VisuallyHidden, styled, type PriceAnalysisView } from '@carmarket/shared-ui';
import { kDollars, Table, type Column } from '@carmarket/shared-ui/widgets';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PRICE_CHART_HEIGHT } from './chart-size';
import { DealBadge } from './DealBadge';
import { DEAL_THRESHOLDS, HYSTERESIS_POINTS, MIN_COMPARABLES } from './deal-labels';

const PriceChart = lazy(() => import('./PriceChart'));

type Point = PriceAnalysisView['points'][number];

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
const Verdict = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  > span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: 4px 12px;
  }
`;
const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;
const Widened = styled(Note)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;
const Gone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
const ChartBox = styled.figure`
  margin: 0;
  min-height: ${PRICE_CHART_HEIGHT}px;
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Disclosure = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    padding: 4px 0;
  }
  summary + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-left: 1.2em;
    line-height: 1.6;
  }
`;

/** A price that never breaks between its number and its unit. */
const price = (amount: number) => kDollars(amount).replace(' ', '\u00a0');

/** '4 % below the expected price' */
function gapText(price: number, expected: number): string {
  const gap = ((price - expected) / expected) * 100;
  if (Math.abs(gap) < 0.5) return 'at the expected price';
  return `${percent(Math.abs(gap))} ${gap < 0 ? 'below' : 'above'} the expected price`;
}

function columns(newTab: boolean): Column<Point>[] {
  return [
    { header: 'Year', cell: (p) => p.year },
    { header: 'Mileage', cell: (p) => mileage(p.mileage), align: 'right' },
    { header: 'Price', cell: (p) => kDollars(p.price), align: 'right' },
    {
      header: 'Car',
      // A car taken off the market still counts as a price, but its page is gone: no link to a "not found".
      cell: (p) =>
        p.withdrawn ? (
          <Gone>No longer listed</Gone>
        ) : (
          <Link
            to={`/listing/${p.listingId}`}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener' : undefined}
          >
            View
            <VisuallyHidden>
              {' '}
              the {p.year} car with {mileage(p.mileage)} at {kDollars(p.price)}
            </VisuallyHidden>
          </Link>
        ),
    },
  ];
}

export interface PriceAnalysisProps {
  analysis: PriceAnalysisView;
  /** The seller's form opens a comparable in a new tab, so the form keeps what was typed. */
  openComparablesInNewTab?: boolean;
}

export default function PriceAnalysis({ analysis, openComparablesInNewTab = false }: PriceAnalysisProps) {
  const { rating, car, points } = analysis;
  const rated = rating.label !== 'No rating' && rating.expected !== undefined;
  return (
    <Wrap data-testid="price-analysis">
      <Verdict aria-live="polite">
        <DealBadge label={rating.label} />
        {rated ? (
          <span>
            Expected price{' '}
            <strong>
              {price(rating.low ?? rating.expected!)} – {price(rating.high ?? rating.expected!)}
            </strong>
          </span>
        ) : (
          <span>
            {car.year === undefined || car.mileage === undefined
              ? 'A rating needs the model, year and mileage.'
              : `Not enough comparable cars to rate this price (${MIN_COMPARABLES} needed).`}
          </span>
        )}
      </Verdict>
      <Note>
        {rating.comparables === 1 ? '1 comparable car' : `${rating.comparables} comparable cars`}
        {rated &&
          ` · this car's ${price(car.price)} is ${gapText(car.price, rating.expected!)} (${price(rating.expected!)})`}
      </Note>
      {rating.widened && (
        <Widened>
          Too few cars of this model were listed, so the brand's other models of the same years are compared too.
        </Widened>
      )}
      {points.length > 0 && (
        <ChartBox>
          <Suspense fallback={<Skeleton $height={`${PRICE_CHART_HEIGHT}px`} />}>
            <PriceChart analysis={analysis} />
          </Suspense>
          <figcaption>
            Comparable cars (dots) by mileage and price; this car is the red diamond, its expected range the green bar.
          </figcaption>
        </ChartBox>
      )}
      {points.length > 0 && (
        <Disclosure>
          <summary>List the {points.length} comparable cars</summary>
          <Table
            caption="Comparable cars"
            columns={columns(openComparablesInNewTab)}
            rows={points}
            rowKey={(p) => p.listingId}
          />
        </Disclosure>
      )}
      <Disclosure>
        <summary>How we rate a price</summary>
        <Note as="div">
          We compare the car with cars of the same brand and model, up to 2 model years apart, listed or sold on
          CarMarket in the last 180 days, and fit their prices to year and mileage (a typo price barely counts). Fewer
          than {MIN_COMPARABLES} comparable cars: No rating, never a guess. The label follows the price's gap to the
          expected price:
          <ul>
            {DEAL_THRESHOLDS.map((t) => (
              <li key={t.label}>
                <strong>{t.label}</strong>: {t.gap}
              </li>
            ))}
          </ul>
          A listing keeps its label until the gap passes a threshold by {HYSTERESIS_POINTS} points, so it does not flip
          as one car comes and goes.
        </Note>
      </Disclosure>
    </Wrap>
  );
}
