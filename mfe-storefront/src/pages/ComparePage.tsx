import {
  assetUrl,
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  LazyImage,
  listingPagePath,
  PageTitle,
  Spinner,
  styled,
  VisuallyHidden,
  type DealLabel,
  carLine,
} from '@carmarket/shared-ui';
import { Badge, Checkbox } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { compareRequest } from '../features/compare/compare-ids';
import { COMPARE_LIMIT, comparePath } from '../features/compare/compare-list';
import { compareRows, DEAL_ROW, NOT_RATED } from '../features/compare/compare-rows';
import { useCompareCars, type CompareColumn } from '../features/compare/useCompareCars';
import { DealBadge } from '../features/pricing/DealBadge';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
// Phones: the columns scroll sideways under a first column that stays put.
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
const Table = styled.table<{ $columns: number }>`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  min-width: ${({ $columns }) => 130 + $columns * 200}px;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    width: 130px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  tr[data-differs='true'] > * {
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  tr[data-differs='true'] > th {
    color: ${({ theme }) => theme.colors.text};
  }
  td {
    font-weight: 600;
  }
`;
const CarHead = styled.th`
  font-weight: 700;
  img {
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;
const Note = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Swatch = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
`;
const Gone = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  aspect-ratio: 4 / 3;
  justify-content: center;
  align-items: center;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Remove = styled.button`
  display: block;
  margin-top: 6px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: underline;
  cursor: pointer;
`;

function CarHeader({ column, onRemove }: { column: CompareColumn; onRemove?: () => void }) {
  const remove = onRemove && (
    <Remove type="button" onClick={onRemove}>
      Remove
    </Remove>
  );
  if (!column.listing)
    return (
      <CarHead scope="col" data-gone="true">
        <Gone>
          <Badge $tone="neutral">Gone</Badge>
          This car is no longer listed.
        </Gone>
        {remove}
      </CarHead>
    );
  const car = column.listing;
  return (
    <CarHead scope="col">
      <LazyImage src={assetUrl(car.image)} alt="" />
      <small>{carLine(car)}</small>
      <Link to={listingPagePath(car._id)}>{car.name}</Link>
      {remove}
    </CarHead>
  );
}

/** A message in place of the table (a link with no, too many or malformed ids). */
function Problem({ title, message }: { title: string; message: string }) {
  return <EmptyState title={title} message={message} action={<ButtonLink to="/">Find cars</ButtonLink>} />;
}

/**
 * /compare?ids=a,b,c — up to four cars side by side: photo, price, monthly estimate, deal rating,
 * every fact, seller and verification. Rows where the cars differ are marked; "Differences only"
 * hides the rest. A car no longer listed keeps its column, marked gone.
 */
export default function ComparePage() {
  const [params] = useSearchParams();
  const request = compareRequest(params);
  const cars = useCompareCars(request.kind === 'cars' ? request.ids : []);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const navigate = useNavigate();

  let body;
  if (request.kind === 'none')
    body = <Problem title="Nothing to compare yet" message="Press Compare on up to four cars, then Compare now." />;
  else if (request.kind === 'too-many')
    body = (
      <Problem
        title="Too many cars"
        message={`You can compare up to ${COMPARE_LIMIT} cars at a time; this link has ${request.count}.`}
      />
    );
  else if (request.kind === 'malformed')
    body = (
      <Problem
        title="This compare link is broken"
        message={`It names ${request.bad.length === 1 ? 'an id that is' : 'ids that are'} not a car's: ${request.bad.join(', ')}.`}
      />
    );
  else if (cars.state === 'loading') body = <Spinner label="Loading the cars" />;
  else if (cars.state === 'error')
    body = <ErrorState title="Could not load the cars" message={cars.message} onRetry={cars.retry} />;
  else {
    const { columns } = cars;
    const listed = columns.filter((c) => c.listing).length;
    const rows = compareRows(columns.map((c) => c.listing)).filter((row) => !differencesOnly || row.differs);
    const removeColumn = (id: string) => {
      const rest = columns.map((c) => c.id).filter((other) => other !== id);
      navigate(rest.length ? comparePath(rest) : '/compare', { replace: true });
    };
    body = (
      <>
        <Top>
          <Checkbox
            label="Differences only"
            role="switch"
            checked={differencesOnly}
            disabled={listed < 2}
            onChange={(e) => setDifferencesOnly(e.target.checked)}
          />
          <Note>
            <Swatch aria-hidden="true" /> Rows where the cars differ
          </Note>
        </Top>
        <Scroller role="region" aria-label="Cars side by side" tabIndex={0}>
          <Table $columns={columns.length}>
            <thead>
              <tr>
                <td />
                {columns.map((column) => (
                  <CarHeader
                    key={column.id}
                    column={column}
                    onRemove={columns.length > 1 ? () => removeColumn(column.id) : undefined}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} data-differs={row.differs}>
                  <th scope="row">
                    {row.label}
                    {row.differs && <VisuallyHidden> (differs)</VisuallyHidden>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={columns[i].id}>
                      {value === null ? (
                        '—'
                      ) : row.label === DEAL_ROW && value !== NOT_RATED ? (
                        <DealBadge label={value as DealLabel} />
                      ) : (
                        value
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
        {differencesOnly && rows.length === 0 && (
          <EmptyState title="No differences" message="These cars read the same on every row." />
        )}
      </>
    );
  }

  return (
    <Page>
      <PageTitle>Compare cars</PageTitle>
      {body}
    </Page>
  );
}
