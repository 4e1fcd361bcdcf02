import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField, type PhoneFieldProps } from '@carmarket/shared-ui/widgets';
import { renderThemed } from './render';

function Form(props: Partial<PhoneFieldProps>) {
  const [phone, setPhone] = useState('');
  return (
    <form aria-label="Contact">
      <PhoneField value={phone} onChange={setPhone} {...props} />
      <output>{phone}</output>
    </form>
  );
}

test('a phone field the browser fills and dials: tel, autocomplete, at most the API’s 30 characters, required by default', async () => {
  renderThemed(<Form />);
  const phone = screen.getByLabelText('Phone');
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAttribute('name', 'phone');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
  expect(phone).toHaveAttribute('maxlength', '30');
  expect(phone).toBeRequired();
  expect(screen.getByText('e.g. 123-456-7890')).toBeInTheDocument();
  await userEvent.type(phone, '512-555-0142');
  expect(screen.getByRole('status')).toHaveTextContent('512-555-0142');
});

test('the profile’s may be left empty, with its own hint, and shows the error it is given', () => {
  renderThemed(<Form required={false} hint="Fills in your booking forms." error="phone must be a phone number" />);
  const phone = screen.getByLabelText('Phone');
  expect(phone).not.toBeRequired();
  expect(screen.getByText('Fills in your booking forms.')).toBeInTheDocument();
  expect(screen.getByText('phone must be a phone number')).toBeInTheDocument();
  expect(phone).toHaveAttribute('aria-invalid', 'true');
});
