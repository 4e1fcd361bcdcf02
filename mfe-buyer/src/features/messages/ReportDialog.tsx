import { Button, Muted, styled } from '@carmarket/shared-ui';
import { Dialog, Field, TextArea } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';

const REASON_MAX = 500;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

/** Report conversation: an optional reason; an admin then reads the thread in Reported Items. */
export function ReportDialog({
  onReport,
  onClose,
  reporting,
}: {
  onReport: (reason: string) => void;
  onClose: () => void;
  reporting: boolean;
}) {
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <Dialog title="Report this conversation" onClose={onClose}>
      <Muted>
        An admin will read this conversation and can act on it. The other party is not told who reported it.
      </Muted>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) onReport(reason.trim());
        }}
      >
        <Field label="What is wrong? (optional)" error={tooLong ? `At most ${REASON_MAX} characters` : undefined}>
          <TextArea value={reason} rows={3} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Buttons>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={reporting}>
            Report
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}
