import { Card, formatDateTime, Heading, Muted, styled, type AuditEntryView } from '@carmarket/shared-ui';
import { useAuditLog } from '../../api/admin-api';
import { CursorListBody } from './CursorListBody';

/** Each action, said as an admin would say it. */
const DID: Record<AuditEntryView['action'], string> = {
  'reports-dismissed': 'dismissed the reports of',
  'listing-removed': 'deleted the listing',
  'seller-warned': 'warned',
  'seller-suspended': 'suspended',
  'seller-reinstated': 'lifted the suspension of',
  'seller-verified': 'verified',
  'seller-deleted': 'deleted the seller',
  'buyer-deleted': 'deleted the buyer',
  'buyer-made-seller': 'made a seller of',
  'conversation-dismissed': 'dismissed the report of the conversation of',
  'review-reports-dismissed': 'dismissed the reports of',
  'review-removed': 'removed',
};

const Entry = styled(Card)`
  display: grid;
  gap: 2px;
  overflow-wrap: anywhere;
`;
// The admin's note: as text, line breaks kept.
const Note = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** The audit log: every admin action, newest first: who did what to what, why and when. */
export function AuditLogSection() {
  const log = useAuditLog();
  return (
    <section aria-labelledby="admin-audit-log">
      <Heading id="admin-audit-log">Audit log{log.total !== null && ` (${log.total})`}</Heading>
      <CursorListBody
        list={log}
        errorTitle="Could not load the audit log"
        loadingLabel="Loading the audit log"
        empty={{ title: 'NO ADMIN ACTIONS YET', message: 'What admins do here and on the people lists is kept here.' }}
        moreLabel="Older actions"
      >
        {(entry) => (
          <li key={entry._id}>
            <Entry
              as="article"
              $padding="md"
              aria-label={`${entry.adminName} ${DID[entry.action]} ${entry.targetLabel}`}
            >
              <span>
                <strong>{entry.adminName}</strong> {DID[entry.action]} <strong>{entry.targetLabel}</strong>
              </span>
              {entry.note && <Note>“{entry.note}”</Note>}
              <Muted as="time" dateTime={entry.at}>
                {formatDateTime(entry.at)}
              </Muted>
            </Entry>
          </li>
        )}
      </CursorListBody>
    </section>
  );
}
