import { apiClient, useApi, useAuth, type ReviewView } from '@carmarket/shared-ui';
import { showSuccess, useMutation } from '@carmarket/shared-ui/widgets';
import { useMemo, useState } from 'react';
import { ReportReasonDialog, type ReportChoice } from '../features/reports/ReportReasonDialog';

/**
 * Reporting a review on the seller page, as a car is reported: `ask` opens the reason dialog
 * (render `dialog`), which sends PUT /reviews/:id/report. `reportedIds` are the reviews this member
 * reported (their own Reported state); `ownIds` the reviews they wrote, which they cannot report.
 * Signed out, both are empty and `canReport` is false.
 */
export function useReviewReport() {
  const canReport = useAuth((state) => state.user !== null);
  const { data: mine } = useApi(canReport ? '/reviews/my-reports' : null, { errorToast: false });
  const { data: written } = useApi(canReport ? '/reviews/mine' : null, { errorToast: false });
  const [justReported, setJustReported] = useState<string[]>([]);
  const reportedIds = useMemo(
    () => new Set([...(mine ?? []).map((r) => r.reviewId), ...justReported]),
    [mine, justReported],
  );
  const ownIds = useMemo(() => new Set((written ?? []).map((r) => r._id)), [written]);
  const [asking, setAsking] = useState<ReviewView | null>(null);
  const mutation = useMutation(
    (id: string, choice: ReportChoice) =>
      apiClient.put('/reviews/{id}/report', { params: { path: { id } }, body: choice }),
    { announces: 'review-reported' },
  );

  const send = async (review: ReviewView, choice: ReportChoice) => {
    if (mutation.running) return;
    const reported = await mutation.run(review._id, choice);
    if (!reported) return; // refused: the toast says why, the dialog stays to try again
    setAsking(null);
    setJustReported((ids) => [...ids, review._id]);
    await showSuccess('Thank You!', 'Reported successfully!');
  };

  const dialog = asking && (
    <ReportReasonDialog
      title={`Report ${asking.buyerName}'s review`}
      privacy="Neither the seller nor the reviewer is told who reported it."
      reporting={mutation.running}
      onReport={(choice) => void send(asking, choice)}
      onClose={() => setAsking(null)}
    />
  );
  return { canReport, ask: setAsking, reportedIds, ownIds, dialog };
}
