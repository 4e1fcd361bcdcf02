import type { DealLabel } from '@carmarket/shared-ui';
import { Badge } from '@carmarket/shared-ui/widgets';
import { DEAL_TONE } from './deal-labels';

/** The deal label as a badge; nothing for a listing not rated yet. */
export function DealBadge({ label }: { label?: DealLabel }) {
  if (!label) return null;
  return (
    <Badge $tone={DEAL_TONE[label]} data-deal={label}>
      {label}
    </Badge>
  );
}
