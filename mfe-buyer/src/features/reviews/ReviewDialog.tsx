import { Button, styled, toast, type Order } from '@carmarket/shared-ui';
import { announceChange, Dialog, Field, StarIcon, TextArea, useMutation } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { postReview, REVIEW_TEXT_MAX_LENGTH } from '../../api/useMyReviews';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
const StarSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const StarRow = styled.div`
  display: flex;
  gap: 4px;
`;
// Each star is a radio (keyboard: arrows move between them); the label is the 44px target.
const Star = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  cursor: pointer;
  svg {
    width: 34px;
    height: 34px;
  }
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-radius: 6px;
  }
`;
const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_NAMES = ['', '1 star: poor', '2 stars: fair', '3 stars: good', '4 stars: very good', '5 stars: excellent'];

/** Review the seller of one paid order: 1–5 stars and up to 1000 characters, once. */
export function ReviewDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [starsProblem, setStarsProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const send = useMutation(postReview, { onError: (error) => setProblem(error.message) });
  const tooLong = text.trim().length > REVIEW_TEXT_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setStarsProblem(rating === 0 ? 'Choose from 1 to 5 stars.' : undefined);
    if (rating === 0 || tooLong) return;
    const created = await send.run({ orderId: order._id, rating, text });
    // Refreshed either way: after a 409 (reviewed meanwhile, e.g. in another tab) the button goes too.
    await announceChange('review-added');
    if (!created) return;
    toast.success(`Thank you! Your review is on ${order.sellerName}'s page.`);
    onClose();
  };

  return (
    <Dialog title={`Review ${order.sellerName}`} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <p style={{ margin: 0 }}>
          How was buying the {order.brand} {order.carName}? Your first name, stars and text show on the seller&apos;s
          page. You can review this order once.
        </p>
        <StarSet aria-describedby={starsProblem ? 'review-stars-problem' : undefined}>
          <legend>Stars</legend>
          <StarRow>
            {STARS.map((n) => (
              <Star key={n} title={STAR_NAMES[n]}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => {
                    setRating(n);
                    setStarsProblem(undefined);
                  }}
                  aria-label={STAR_NAMES[n]}
                />
                <StarIcon color={n <= rating ? '#b45309' : '#cbd5e1'} />
              </Star>
            ))}
          </StarRow>
          {starsProblem && <Problem id="review-stars-problem">{starsProblem}</Problem>}
        </StarSet>
        <Field
          label="Your review (optional)"
          hint={`${text.trim().length} / ${REVIEW_TEXT_MAX_LENGTH} characters`}
          error={
            tooLong
              ? `At most ${REVIEW_TEXT_MAX_LENGTH} characters: shorten it by ${text.trim().length - REVIEW_TEXT_MAX_LENGTH}.`
              : undefined
          }
        >
          <TextArea value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        {problem && <Problem role="alert">{problem}</Problem>}
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.running}>
            Send review
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
