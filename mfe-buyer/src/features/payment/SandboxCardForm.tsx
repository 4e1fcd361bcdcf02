import {
  apiClient,
  ApiError,
  dollars,
  Heading,
  media,
  Muted,
  styled,
  type PaymentIntentResult,
  type SandboxConfirmBody,
} from '@carmarket/shared-ui';
import { Badge, Field, Input } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import type { CardOutcome } from './card-outcome';
import { PayButton } from './PayButton';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  readCard,
  type CardFieldErrors,
  type CardFields,
} from './sandbox-card';
import type { CardPayment } from './useCardPayment';

/** Stripe's published test cards the sandbox knows (docs/product.md §6.3). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;
const TestNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
  }
`;
const CardNumberButton = styled.button`
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: 600 ${({ theme }) => theme.fontSizes.sm} ${({ theme }) => theme.fonts.mono};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

/** A test card as a whole: its number, a December two years ahead and a CVC (any future date and CVC do). */
function testCard(number: string): CardFields {
  const year = (new Date().getFullYear() + 2) % 100;
  return { number, expiry: `12 / ${String(year).padStart(2, '0')}`, cvc: '123' };
}

export interface SandboxCardFormProps {
  /** null until the API has made the PaymentIntent: Pay stays disabled. */
  intent: PaymentIntentResult | null;
  payment: CardPayment;
}

/** Confirms the intent with a test card through the API (POST /sandbox/confirm). */
async function confirmWithSandbox(body: SandboxConfirmBody): Promise<CardOutcome> {
  try {
    const result = await apiClient.post('/sandbox/confirm', { body });
    if (result.status === 'succeeded') return { ok: true, paymentIntentId: result.paymentIntentId };
    return { ok: false, message: `The payment did not complete (status: ${result.status}).` };
  } catch (error) {
    // 402 carries the card error in Stripe's words ('Your card was declined.').
    return { ok: false, message: error instanceof ApiError ? error.message : String(error) };
  }
}

/**
 * The card form when no Stripe publishable key is configured: number, expiry and CVC against the
 * API's payment sandbox, which answers like Stripe test mode. Marked as test mode, with the cards.
 */
export function SandboxCardForm({ intent, payment }: SandboxCardFormProps) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const set = (name: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!intent) return;
    const card = readCard(fields, intent.paymentIntentId);
    if ('errors' in card) setErrors(card.errors);
    else payment.pay(() => confirmWithSandbox(card.body));
  };

  return (
    <>
      <Header>
        <Heading>Card details</Heading>
        <Badge $tone="warning">Test mode</Badge>
      </Header>
      <TestNotice role="note" aria-label="Test mode">
        <p>
          <strong>TEST MODE:</strong> no real card is charged. Use a Stripe test card with any future expiry date and
          any CVC (click a number to fill in the card):
        </p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <CardNumberButton
                type="button"
                onClick={() => {
                  setFields(testCard(card.number));
                  setErrors({});
                }}
              >
                {card.number}
              </CardNumberButton>
              <span>{card.outcome}</span>
            </li>
          ))}
        </ul>
      </TestNotice>
      <Form noValidate onSubmit={submit} aria-label="Card payment">
        <Field label="Card number" error={errors.number}>
          <Input
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={fields.number}
            onChange={(event) => set('number', formatCardNumber(event.target.value))}
          />
        </Field>
        <Row>
          <Field label="Expiry date" error={errors.expiry}>
            <Input
              name="exp-date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={fields.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            />
          </Field>
          <Field label="CVC" error={errors.cvc}>
            <Input
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={fields.cvc}
              onChange={(event) => set('cvc', formatCvc(event.target.value))}
            />
          </Field>
        </Row>
        <PayButton
          ready={intent !== null}
          submitting={payment.submitting}
          amount={intent ? dollars(intent.amount, intent.currency) : undefined}
        />
        <Muted>Card details go to the CarMarket payment sandbox, which answers like Stripe in test mode.</Muted>
      </Form>
    </>
  );
}
