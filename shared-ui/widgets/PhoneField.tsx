import type { Ref } from 'react';
import { Field, Input } from './Field';

/** The API's longest phone (the booking's and the profile's rule: 5 to 30 characters). */
export const PHONE_MAX_LENGTH = 30;

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Below the label; by default an example of the form a phone takes. */
  hint?: string;
  /** A booking or an offer needs one; the profile's may be left empty (which removes it). */
  required?: boolean;
}

/** The one phone field: the booking and offer forms (a seller calls it) and the profile (it fills them in). */
export function PhoneField({
  value,
  onChange,
  error,
  inputRef,
  hint = 'e.g. 123-456-7890',
  required = true,
}: PhoneFieldProps) {
  return (
    <Field label="Phone" hint={hint} error={error}>
      <Input
        ref={inputRef}
        type="tel"
        name="phone"
        autoComplete="tel"
        placeholder="123-456-7890"
        required={required}
        maxLength={PHONE_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
