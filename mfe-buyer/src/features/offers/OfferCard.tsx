import { Button, kDollars, styled, formatWhen, type OfferView } from '@carmarket/shared-ui';
import { Badge, Input, type BadgeTone } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOfferActions } from '../../api/offers';
import { checkoutPath } from '../orders/OrdersTable';
import { againstAsking, guidancePhrase, STATUS_LABELS } from './offer-guidance';

const Item = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  width: min(440px, 100%);
`;
const Card = styled.article`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;
const Amount = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
// Plain text as typed, never read as markup.
const Note = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
const AmountInput = styled(Input)`
  width: 120px;
`;

const TONES: Record<OfferView['status'], BadgeTone> = {
  open: 'info',
  countered: 'neutral',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'warning',
  lapsed: 'warning',
};

/** One offer in a conversation: its amount against the asking price and the deal rating, and the viewer's answers. */
export function OfferCard({ offer, meId }: { offer: OfferView; meId: string | undefined }) {
  const side = meId === offer.buyer._id ? 'buyer' : meId === offer.seller._id ? 'seller' : null;
  const mine = side === offer.from;
  const maker = offer.from === 'buyer' ? offer.buyer.name : offer.seller.name;
  const guidance = side === 'seller' ? guidancePhrase(offer) : null;
  return (
    <Item $mine={mine} aria-label={`Offer of ${kDollars(offer.amount)} by ${mine ? 'you' : maker}`}>
      <Card>
        <Top>
          <Amount>{kDollars(offer.amount)}</Amount>
          <Badge $tone={TONES[offer.status]}>{STATUS_LABELS[offer.status]}</Badge>
        </Top>
        <Line>
          {offer.from === 'seller' ? 'Counter' : 'Offer'} by {mine ? 'you' : maker} · asking{' '}
          {kDollars(offer.askingPrice)} · {againstAsking(offer)}
        </Line>
        {guidance && <Line>{guidance}</Line>}
        {offer.message && <Note>{offer.message}</Note>}
        {offer.reason && <Line>Reason: {offer.reason}</Line>}
        <Line>
          {offer.status === 'open' ? 'Open until ' : ''}
          <time dateTime={offer.status === 'open' ? offer.expiresAt : offer.createdAt}>
            {formatWhen(offer.status === 'open' ? offer.expiresAt : offer.createdAt)}
          </time>
        </Line>
        {offer.status === 'open' && side && <OfferAnswers offer={offer} side={side} mine={mine} />}
      </Card>
    </Item>
  );
}

function OfferAnswers({ offer, side, mine }: { offer: OfferView; side: 'buyer' | 'seller'; mine: boolean }) {
  const actions = useOfferActions(offer._id);
  const navigate = useNavigate();
  const [mode, setMode] = useState<'counter' | 'decline' | null>(null);
  const [value, setValue] = useState('');

  async function accept() {
    const accepted = await actions.accept.run();
    // The buyer pays the agreed price at once.
    if (accepted?.orderId && side === 'buyer') navigate(checkoutPath(accepted.orderId));
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    const done =
      mode === 'counter' ? await actions.counter.run(Number(value)) : await actions.decline.run(value.trim());
    if (done) setMode(null);
  }

  if (mode)
    return (
      <Actions onSubmit={(event) => void submit(event)}>
        {mode === 'counter' ? (
          <AmountInput
            aria-label="Counter amount in k$"
            type="number"
            step="0.01"
            min={0}
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <Input
            aria-label="Reason (optional)"
            placeholder="Reason (optional)"
            maxLength={500}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <Button size="sm" type="submit" loading={actions.counter.running || actions.decline.running}>
          {mode === 'counter' ? 'Send counter' : 'Decline'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMode(null)}>
          Cancel
        </Button>
      </Actions>
    );
  return (
    <Actions as="div">
      {!mine && (
        <>
          <Button size="sm" loading={actions.accept.running} onClick={() => void accept()}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMode('counter')}>
            Counter
          </Button>
          {side === 'seller' && (
            <Button size="sm" variant="secondary" onClick={() => setMode('decline')}>
              Decline
            </Button>
          )}
        </>
      )}
      {side === 'buyer' && (
        <Button
          size="sm"
          variant="ghost"
          loading={actions.withdraw.running}
          onClick={() => void actions.withdraw.run()}
        >
          Withdraw
        </Button>
      )}
    </Actions>
  );
}
