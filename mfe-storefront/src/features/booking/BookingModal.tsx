import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  fieldMessages,
  media,
  toast,
  useAuth,
  styled,
  type ApiError,
  type Listing,
} from '@carmarket/shared-ui';
import {
  announceChange,
  Dialog,
  Field,
  Input,
  kDollars,
  PhoneField,
  showError,
  showSuccess,
  useMe,
  useMutation,
} from '@carmarket/shared-ui/widgets';
import { bookCar } from '../../api/booking';

/** What the modal needs to know about the car (a category card or a wish-list row has it). */
export type BookableCar = Pick<Listing, '_id' | 'name' | 'brand' | 'sale_price'>;

type EditableField = 'phone' | 'meetingLocation';
const EDITABLE: readonly EditableField[] = ['phone', 'meetingLocation'];

// Answers that will not change by trying again: the car is taken (409), gone (404) or the
// buyer's own (403). The modal closes, the lists refresh, and a modal says why.
const FINAL_REFUSALS = new Set([403, 404, 409]);

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* the e-mail and the meeting place need the wider column */
  ${media.sm} {
    grid-template-columns: 1fr 1.3fr;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

export interface BookingModalProps {
  car: BookableCar;
  /** Called when the person cancels, and after the booking went through or was refused. */
  onClose: () => void;
}

/**
 * The booking modal of docs/product.md §2.6: the buyer's name and e-mail (from the signed-in account), the
 * car and its price are read-only; phone and meeting location are asked. Books with POST /orders
 * and refreshes every list showing the car. Exposed as 'storefront/BookingModal': the buyer's
 * wish list loads it from this remote at run time.
 */
export function BookingModal({ car, onClose }: BookingModalProps) {
  const user = useAuth((state) => state.user);
  const phoneInput = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [meetingLocation, setMeetingLocation] = useState('');
  const me = useMe();
  // The phone saved in Settings fills the field, unless the buyer has typed one already.
  const savedPhone = me.data?.phone;
  useEffect(() => {
    if (savedPhone) setPhone((typed) => typed || savedPhone);
  }, [savedPhone]);
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});

  const refused = async (error: ApiError) => {
    if (error.status === 400) {
      const { byField, other } = fieldMessages(error, EDITABLE);
      setErrors(byField);
      other.forEach((message) => toast.error(message));
      return;
    }
    if (!FINAL_REFUSALS.has(error.status)) {
      toast.error(error.message); // a network or server trouble: the form stays for another try
      return;
    }
    onClose();
    await Promise.all([announceChange('listing-booked'), showError('Sorry!', error.message)]);
  };
  const booking = useMutation(bookCar, {
    announces: 'listing-booked',
    onError: (error) => void refused(error),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const order = await booking.run({ carId: car._id, phone: phone.trim(), meetingLocation: meetingLocation.trim() });
    if (!order) return;
    onClose();
    await showSuccess('Thank You!', 'Car booked successfully!');
  };

  const name = me.data?.name ?? (user ? user.displayName || user.email.split('@')[0] : '');
  return (
    <Dialog title={`Book ${car.name} of ${car.brand} Brand`} onClose={onClose} initialFocus={phoneInput} maxWidth={580}>
      <Form onSubmit={(event) => void submit(event)}>
        <Field label="Name">
          <Input value={name} readOnly />
        </Field>
        <Field label="Email">
          <Input type="email" value={user?.email ?? ''} readOnly />
        </Field>
        <Field label="Car">
          <Input value={car.name} readOnly />
        </Field>
        <Field label="Price">
          <Input value={kDollars(car.sale_price)} readOnly />
        </Field>
        <PhoneField inputRef={phoneInput} value={phone} onChange={setPhone} error={errors.phone} />
        <Field label="Meeting location" hint="Where you would like to see the car" error={errors.meetingLocation}>
          <Input
            name="meetingLocation"
            required
            maxLength={200}
            value={meetingLocation}
            onChange={(event) => setMeetingLocation(event.target.value)}
          />
        </Field>
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={booking.running}>
            Submit booking
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

// React.lazy in another remote takes the module's default export.
export default BookingModal;
