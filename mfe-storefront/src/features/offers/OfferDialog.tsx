import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  apiClient,
  Button,
  fieldMessages,
  kDollars,
  media,
  styled,
  toast,
  type ApiError,
  type Listing,
} from '@carmarket/shared-ui';
import {
  conversationPath,
  Dialog,
  Field,
  Input,
  PhoneField,
  TextArea,
  useMe,
  useMutation,
} from '@carmarket/shared-ui/widgets';

type OfferField = 'amount' | 'phone' | 'meetingLocation' | 'message';
const FIELDS: readonly OfferField[] = ['amount', 'phone', 'meetingLocation', 'message'];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Wide = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;
const Actions = styled(Wide)`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The lowest offer the API takes: half the asking price, rounded up to the cent. */
const lowestOffer = (askingK: number) => Math.ceil(askingK * 50) / 100;

/**
 * "Make an offer": an amount in k$, the phone and meeting place a booking needs (an accepted offer
 * books the car with them) and an optional message. Sent, the offer opens the conversation with the
 * seller, where the answers come.
 */
export function OfferDialog({
  car,
  onClose,
}: {
  car: Pick<Listing, '_id' | 'name' | 'brand' | 'sale_price'>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const amountInput = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState('');
  const [meetingLocation, setMeetingLocation] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const savedPhone = useMe().data?.phone;
  useEffect(() => {
    if (savedPhone) setPhone((typed) => typed || savedPhone);
  }, [savedPhone]);

  const sending = useMutation(
    () =>
      apiClient.post('/listings/{id}/offers', {
        params: { path: { id: car._id } },
        body: {
          amount: Number(amount),
          phone: phone.trim(),
          meetingLocation: meetingLocation.trim(),
          ...(message.trim() && { message: message.trim() }),
        },
      }),
    {
      announces: 'offer-changed',
      onError: (error: ApiError) => {
        if (error.status !== 400) {
          toast.error(error.message);
          return;
        }
        const { byField, other } = fieldMessages(error, FIELDS);
        setErrors(byField);
        other.forEach((text) => toast.error(text));
      },
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const offer = await sending.run();
    if (!offer) return;
    onClose();
    if (offer.status === 'declined') toast.error(offer.reason ?? 'The seller declined this offer.');
    else toast.success('Offer sent: the seller answers in your conversation.');
    navigate(conversationPath(offer.conversationId));
  }

  return (
    <Dialog
      title={`Make an offer on the ${car.brand} ${car.name}`}
      onClose={onClose}
      initialFocus={amountInput}
      maxWidth={560}
    >
      <Form onSubmit={(event) => void submit(event)}>
        <Field
          label="Your offer (k$)"
          hint={`Asking ${kDollars(car.sale_price)}; offers from ${kDollars(lowestOffer(car.sale_price))}`}
          error={errors.amount}
        >
          <Input
            ref={amountInput}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={lowestOffer(car.sale_price)}
            max={car.sale_price}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
        <Wide>
          <Field
            label="Meeting place"
            hint="Where you would see the car if the offer is accepted"
            error={errors.meetingLocation}
          >
            <Input
              name="meetingLocation"
              required
              maxLength={200}
              value={meetingLocation}
              onChange={(event) => setMeetingLocation(event.target.value)}
            />
          </Field>
        </Wide>
        <Wide>
          <Field label="Message (optional)" error={errors.message}>
            <TextArea
              name="message"
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </Field>
        </Wide>
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={sending.running}>
            Send offer
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
