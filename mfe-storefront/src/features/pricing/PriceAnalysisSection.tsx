// The listing page's "Price analysis" section. Below the fold, so it asks for its data and its
// code (the view, the chart library) only as it nears the viewport, or when asked; its place is
// kept meanwhile, so nothing moves when it fills in.
import { Button, Card, Heading, Muted, Skeleton, useApi, styled } from '@carmarket/shared-ui';
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ListingDetail } from '../../api/listing-types';
import { PRICE_CHART_HEIGHT } from './chart-size';
import { PriceHistory } from './PriceHistory';

const PriceAnalysis = lazy(() => import('./PriceAnalysis'));

/** The analysis' usual height (verdict, count, chart, two closed disclosures): kept while it loads. */
const RESERVED = `${PRICE_CHART_HEIGHT + 190}px`;
const Reserved = styled.div`
  min-height: ${RESERVED};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

/** True once the element comes within a screen of the viewport, watched from `watch` on (never without IntersectionObserver). */
function useNearViewport(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!watch || !el || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, watch]);
  return near;
}

function Placeholder({ onShow }: { onShow?: () => void }) {
  return (
    <>
      <Skeleton $height="28px" $width="60%" />
      <Skeleton $height={`${PRICE_CHART_HEIGHT}px`} />
      {onShow && (
        <Button variant="secondary" size="sm" onClick={onShow}>
          Show the price analysis
        </Button>
      )}
    </>
  );
}

/**
 * `afterFirstPhoto`: false until the page's first photo has loaded. On a phone the section is
 * within a screen of the top, and its data and chart code (about 35 KB gzip) must not compete
 * with the photo, the page's largest paint; asking for it by its button works at any time.
 */
export function PriceAnalysisSection({
  listing,
  afterFirstPhoto = true,
}: {
  listing: ListingDetail;
  afterFirstPhoto?: boolean;
}) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, afterFirstPhoto);
  const [asked, setAsked] = useState(false);
  const wanted = near || asked;
  // GET /listings/:id/price-analysis (public): the stored rating with its comparables' points.
  const { data, error } = useApi(wanted ? '/listings/{id}/price-analysis' : null, {
    params: { path: { id: listing._id } },
    errorToast: false,
  });

  return (
    <Card as="section" aria-labelledby={headingId} ref={ref}>
      <Heading as="h2" id={headingId}>
        Price analysis
      </Heading>
      <Reserved aria-busy={wanted && !data && !error}>
        {error ? (
          <Muted role="alert">The price analysis could not be loaded. Please try again later.</Muted>
        ) : data ? (
          <Suspense fallback={<Placeholder />}>
            <PriceAnalysis analysis={data} />
          </Suspense>
        ) : (
          <Placeholder onShow={wanted ? undefined : () => setAsked(true)} />
        )}
      </Reserved>
      <PriceHistory listing={listing} />
    </Card>
  );
}
