import { Button, Card, Muted, Spinner, styled } from '@carmarket/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { aboutMonthly, DEFAULT_TERMS_TEXT } from './monthly';

// The calculator's code loads when the buyer opens it.
const PaymentCalculator = lazy(() => import(/* webpackChunkName: "payment-calculator" */ './PaymentCalculator'));

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

/** The listing page's monthly estimate (the cards' figure and its terms) and, on demand, the calculator. */
export function PaymentEstimate({ salePriceK }: { salePriceK: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" aria-label="Monthly payment">
      <Figure>{aboutMonthly(salePriceK)}</Figure>
      <Muted as="p">Estimated with {DEFAULT_TERMS_TEXT}.</Muted>
      {open ? (
        <Suspense fallback={<Spinner label="Loading the calculator" />}>
          <PaymentCalculator price={salePriceK * 1000} />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Calculate your payment
        </Button>
      )}
    </Box>
  );
}
