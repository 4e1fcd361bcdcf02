import { Heading, Muted, styled } from '@carmarket/shared-ui';
import { Field, Input } from '@carmarket/shared-ui/widgets';
import { monthlyPayment, PAYMENT_DEFAULTS, PAYMENT_LIMITS } from '@carmarket/stack-facts/monthly-payment';
import { useId, useState } from 'react';
import { dollars, dollarsAndCents } from './monthly';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
const Form = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;
const Result = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
  dd:first-of-type {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** A typed number, or null while it is not one within [min, max]. */
function within(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

export interface PaymentCalculatorProps {
  /** The sale price, dollars. */
  price: number;
}

/**
 * The listing page's payment calculator: down payment, APR and term (24–84 months) over the sale
 * price; the monthly payment by the standard amortization formula and the total interest. Starts
 * at the defaults the cards' figure uses.
 */
export default function PaymentCalculator({ price }: PaymentCalculatorProps) {
  const [down, setDown] = useState(String(Math.round((price * PAYMENT_DEFAULTS.downPaymentPercent) / 100)));
  const [apr, setApr] = useState(String(PAYMENT_DEFAULTS.aprPercent));
  const [months, setMonths] = useState(PAYMENT_DEFAULTS.months);
  const headingId = useId();
  const downPayment = within(down, 0, price);
  const aprPercent = within(apr, 0, PAYMENT_LIMITS.maxAprPercent);
  const loan =
    downPayment !== null && aprPercent !== null ? monthlyPayment({ price, downPayment, aprPercent, months }) : null;

  return (
    <Section aria-labelledby={headingId}>
      <Heading as="h3" id={headingId}>
        Payment calculator
      </Heading>
      <Form>
        <Field label="Price">
          <Input value={dollars(price)} readOnly />
        </Field>
        <Field label="Down payment ($)" error={downPayment === null ? `From $0 to ${dollars(price)}.` : undefined}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={price}
            value={down}
            onChange={(e) => setDown(e.target.value)}
          />
        </Field>
        <Field label="APR (%)" error={aprPercent === null ? `From 0 to ${PAYMENT_LIMITS.maxAprPercent}.` : undefined}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={PAYMENT_LIMITS.maxAprPercent}
            step="0.1"
            value={apr}
            onChange={(e) => setApr(e.target.value)}
          />
        </Field>
        <Field label={`Term: ${months} months`}>
          <Range
            type="range"
            min={PAYMENT_LIMITS.minMonths}
            max={PAYMENT_LIMITS.maxMonths}
            step={12}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
          />
        </Field>
      </Form>
      {loan && (
        <Result aria-live="polite">
          <dt>Monthly payment</dt>
          <dd>{dollarsAndCents(loan.monthly)}</dd>
          <dt>Amount financed</dt>
          <dd>{dollars(loan.financed)}</dd>
          <dt>Total interest</dt>
          <dd>{dollarsAndCents(loan.totalInterest)}</dd>
        </Result>
      )}
      <Muted as="p">
        An estimate, not an offer of credit: your rate and payment depend on your lender and credit. Taxes and fees are
        not included.
      </Muted>
    </Section>
  );
}
