import { formatDateTime, Muted, styled, type ListingReportView } from '@carmarket/shared-ui';
import { REPORT_REASON_LABELS } from '@carmarket/shared-ui/widgets';
import { useListingReports } from '../../api/admin-api';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Reason = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
// The reporter's words: as text, long words wrapped.
const Words = styled.span`
  overflow-wrap: anywhere;
`;

/** Why members reported the car: how many reports, and each one's reason, words, reporter and time, newest first. */
export function ListingReports({ listingId }: { listingId: string }) {
  const { data, error } = useListingReports(listingId);
  if (error) return <Muted>Could not load the reports: {error.message}</Muted>;
  if (!data) return <Muted>Loading the reports…</Muted>;
  return <ReportList reports={data} />;
}

/** Open reports of a car or a review: how many, and each one's reason, words, reporter and time, as given (newest first). */
export function ReportList({ reports }: { reports: readonly ListingReportView[] }) {
  if (reports.length === 0) return <Muted>No open reports.</Muted>;
  return (
    <section aria-label="Reports">
      <Muted as="p" style={{ margin: '0 0 4px' }}>
        {reports.length === 1 ? '1 report' : `${reports.length} reports`}
      </Muted>
      <List>
        {reports.map((report) => (
          <li key={report._id}>
            <Reason>{REPORT_REASON_LABELS[report.reason]}</Reason>
            {report.text && (
              <>
                : <Words>“{report.text}”</Words>
              </>
            )}
            <Muted as="div">
              {report.reporter.name} · <time dateTime={report.reportedAt}>{formatDateTime(report.reportedAt)}</time>
            </Muted>
          </li>
        ))}
      </List>
    </section>
  );
}
