import type { Ref } from 'react';
import { Field, Input } from '@carmarket/shared-ui/widgets';

/** The phone a seller calls about a booking or an accepted offer: one field, one rule for both forms. */
export function PhoneField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label="Phone" hint="e.g. 123-456-7890" error={error}>
      <Input
        ref={inputRef}
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        maxLength={30}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
