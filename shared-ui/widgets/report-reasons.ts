import type { ReportReason } from '@carmarket/shared-ui';

/** How each reason a member reports a listing for reads, to the reporter and to the admins. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  'wrong-details': 'Wrong details',
  sold: 'Already sold',
  offensive: 'Offensive',
  other: 'Other',
};
