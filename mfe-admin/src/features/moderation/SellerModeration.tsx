import { Button, styled, toast } from '@carmarket/shared-ui';
import { promptText, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { suspendSeller, warnSeller } from '../../api/admin-api';

const REASON_MAX = 500;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Warn or suspend a seller; each asks the reason the seller is told (notification and e-mail). */
export function SellerModeration({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const warn = useMutation((reason: string) => warnSeller(sellerId, reason), { announces: 'moderated' });
  const suspend = useMutation((reason: string) => suspendSeller(sellerId, reason), { announces: 'moderated' });
  const warning = useAction(async () => {
    const reason = await promptText({
      title: `Warn ${sellerName}?`,
      text: 'The seller is told this, as you write it. Nothing else changes.',
      label: 'What the seller did wrong',
      maxLength: REASON_MAX,
      requiredMessage: 'Say why: the seller reads it',
      confirmText: 'Send warning',
    });
    if (reason && (await warn.run(reason))) toast.success(`${sellerName} was warned`);
  });
  const suspension = useAction(async () => {
    const reason = await promptText({
      title: `Suspend ${sellerName}?`,
      text: "The seller's cars leave the market (a booked one stays for its buyer) and the seller can change nothing. The seller is told why.",
      label: 'Why the account is suspended',
      maxLength: REASON_MAX,
      requiredMessage: 'Say why: the seller reads it',
      confirmText: 'Yes, suspend',
    });
    const done = reason ? await suspend.run(reason) : null;
    if (done) toast.success(`${sellerName} is suspended; ${done.listingsWithdrawn} car(s) left the market`);
  });
  return (
    <Row>
      <Button
        size="sm"
        variant="secondary"
        disabled={warning.busy}
        loading={warn.running}
        onClick={() => warning.start()}
      >
        Warn seller
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={suspension.busy}
        loading={suspend.running}
        onClick={() => suspension.start()}
      >
        Suspend seller
      </Button>
    </Row>
  );
}
