import { Button, formatDay, Muted, styled } from '@carmarket/shared-ui';
import { announceChange, Field, Stars, TextArea, useMutation } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { answerReview, type Review } from '../../api/seller';

export const ANSWER_MAX_LENGTH = 1000;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;
// A state, not a dimmed action: 'Reported' stays full red when disabled.
const ReportButton = styled(Button)`
  margin-left: auto;
  &:disabled {
    opacity: 1;
    cursor: default;
  }
`;
const Who = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
// User text: rendered as text, its line breaks kept, long words wrapped.
const Text = styled.p`
  margin: 0;
  line-height: 1.55;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Answer = styled.div`
  margin-left: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
`;
const AnswerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

/** The reviewed seller's one answer: a box, Send, and the API's reason when it refuses. */
function AnswerBox({ review, onAnswered }: { review: Review; onAnswered: (answered: Review) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const send = useMutation(answerReview, { onError: (error) => setProblem(error.message) });

  if (!open) {
    return (
      <div>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Answer this review
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setProblem('Write your answer first.');
    if (trimmed.length > ANSWER_MAX_LENGTH) return setProblem(`At most ${ANSWER_MAX_LENGTH} characters.`);
    setProblem(undefined);
    const answered = await send.run(review._id, trimmed);
    if (answered) onAnswered(answered);
    // Also after a refusal: answered meanwhile (409) in another tab shows that answer.
    await announceChange('review-answered');
  };
  return (
    <AnswerForm onSubmit={submit} aria-label={`Answer ${review.buyerName}`}>
      <Field
        label="Your answer"
        hint={`${text.length} / ${ANSWER_MAX_LENGTH} characters; you can answer once.`}
        error={problem}
      >
        <TextArea value={text} maxLength={ANSWER_MAX_LENGTH} onChange={(e) => setText(e.target.value)} autoFocus />
      </Field>
      <Button type="submit" size="sm" loading={send.running}>
        Send answer
      </Button>
    </AnswerForm>
  );
}

/** How a member may report a review: `reported` is their own state; absent, no Report button (signed out, or their own review). */
export interface ReviewReportControl {
  reported: boolean;
  onReport: () => void;
}

/**
 * One review: stars, who and when, the car, the text, the seller's answer (or the box to write it),
 * and Report for a signed-in member.
 */
export function ReviewItem({
  review,
  canAnswer,
  onAnswered,
  report,
}: {
  review: Review;
  canAnswer: boolean;
  onAnswered: (answered: Review) => void;
  report?: ReviewReportControl;
}) {
  return (
    <Article aria-label={`Review by ${review.buyerName}`}>
      <Top>
        <Stars value={review.rating} />
        <Who>{review.buyerName}</Who>
        <Muted as="span">
          <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time> · bought the {review.brand}{' '}
          {review.carName}
        </Muted>
        {report && (
          <ReportButton
            size="sm"
            variant={report.reported ? 'danger' : 'secondary'}
            disabled={report.reported}
            onClick={report.onReport}
            aria-label={report.reported ? undefined : `Report ${review.buyerName}'s review`}
          >
            {report.reported ? 'Reported' : 'Report'}
          </ReportButton>
        )}
      </Top>
      {review.text && <Text>{review.text}</Text>}
      {review.answer ? (
        <Answer>
          <Muted as="p">
            Answer from the seller ·{' '}
            <time dateTime={review.answer.createdAt}>{formatDay(review.answer.createdAt)}</time>
          </Muted>
          <Text>{review.answer.text}</Text>
        </Answer>
      ) : (
        canAnswer && <AnswerBox review={review} onAnswered={onAnswered} />
      )}
    </Article>
  );
}
