import {
  Button,
  Card,
  fieldMessages,
  Heading,
  Muted,
  Stack,
  styled,
  toast,
  type OwnAccountView,
} from '@carmarket/shared-ui';
import { Field, Input, PhoneField } from '@carmarket/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { useUpdateProfile } from '../../api/account';

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;

/**
 * Display name (what the other party sees), phone (fills booking forms) and home ZIP code (fills
 * the distance filter of the car lists); neither of the last two is shown to others.
 */
export function ProfileCard({ me }: { me: OwnAccountView }) {
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone ?? '');
  const [homeZip, setHomeZip] = useState(me.homeZip ?? '');
  const [errors, setErrors] = useState<{ name?: string; phone?: string; homeZip?: string }>({});
  const update = useUpdateProfile((error) => {
    if (error.status !== 400) return void toast.error(error.message);
    const { byField, other } = fieldMessages(error, ['name', 'phone', 'homeZip'] as const);
    setErrors(byField);
    other.forEach((message) => toast.error(message));
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const zip = homeZip.trim();
    if (zip && !/^[0-9]{5}$/.test(zip)) return setErrors({ homeZip: 'A ZIP code is 5 digits, e.g. 78701' });
    // Sent only when changed ("" removes it).
    const zipChange = zip !== (me.homeZip ?? '') ? { homeZip: zip } : {};
    const saved = await update.run({ name: name.trim(), phone: phone.trim(), ...zipChange });
    if (saved) toast.success('Profile saved', { id: 'profile-saved' });
  }

  return (
    <Card>
      <Stack $gap="sm">
        <Heading as="h2">Profile</Heading>
        <Muted>Your name is what sellers and buyers see in messages, orders and reviews.</Muted>
        <FormGrid onSubmit={onSubmit} aria-label="Profile">
          <Field label="Display name" error={errors.name}>
            <Input
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <PhoneField
            value={phone}
            onChange={setPhone}
            error={errors.phone}
            required={false}
            hint="Fills in your booking forms. Never shown to anyone else."
          />
          <Field
            label="Home ZIP code"
            hint="Fills in the ZIP code of the car lists, so you see how far each car is. Never shown to anyone else."
            error={errors.homeZip}
          >
            <Input
              name="homeZip"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              placeholder="e.g. 78701"
              value={homeZip}
              onChange={(e) => setHomeZip(e.target.value)}
            />
          </Field>
          <Field label="E-mail" hint="The address you sign in with.">
            <Input type="email" name="email" value={me.email} readOnly disabled />
          </Field>
          <div>
            <Button type="submit" loading={update.running}>
              Save profile
            </Button>
          </div>
        </FormGrid>
      </Stack>
    </Card>
  );
}
