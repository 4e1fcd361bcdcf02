import { Button, Muted, styled, type ReportReason } from '@carmarket/shared-ui';
import { Dialog, Field, REPORT_REASON_LABELS, TextArea } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';

const TEXT_MAX = 500;
const REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

const Choices = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: 2px;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
const Problem = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ReportChoice {
  reason: ReportReason;
  text?: string;
}

/**
 * Why a car or a review is reported: one reason, and for "Other" the reporter's words (required
 * there, optional otherwise). `title` names what is reported; `privacy` says who is not told.
 */
export function ReportReasonDialog({
  title,
  privacy,
  reporting,
  onReport,
  onClose,
}: {
  title: string;
  privacy: string;
  reporting: boolean;
  onReport: (choice: ReportChoice) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const words = text.trim();
  const problem =
    reason === null
      ? 'Choose a reason'
      : reason === 'other' && !words
        ? 'Say what is wrong'
        : words.length > TEXT_MAX
          ? `At most ${TEXT_MAX} characters`
          : null;
  return (
    <Dialog title={title} onClose={onClose}>
      <Muted>An admin reviews every report. {privacy}</Muted>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem && reason) onReport({ reason, ...(words && { text: words }) });
        }}
      >
        <Choices>
          <legend>What is wrong?</legend>
          {REASONS.map((r) => (
            <Choice key={r}>
              <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {REPORT_REASON_LABELS[r]}
            </Choice>
          ))}
        </Choices>
        <Field
          label={reason === 'other' ? 'Tell us more' : 'Tell us more (optional)'}
          error={tried && problem && problem !== 'Choose a reason' ? problem : undefined}
        >
          <TextArea value={text} rows={3} onChange={(event) => setText(event.target.value)} />
        </Field>
        {tried && problem === 'Choose a reason' && <Problem role="alert">{problem}</Problem>}
        <Buttons>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={reporting}>
            Send report
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}
