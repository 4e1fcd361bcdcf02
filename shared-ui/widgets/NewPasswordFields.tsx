import { PASSWORD_MIN_LENGTH } from '@carmarket/shared-ui';
import { Field, Input } from './Field';

/** What a person is told when the identity provider finds the new password too weak. */
export const WEAK_PASSWORD_MESSAGE = `Choose a longer password: at least ${PASSWORD_MIN_LENGTH} characters.`;

/** Why a new password and its repetition cannot be submitted, or null. */
export function newPasswordProblem(password: string, repeat: string): string | null {
  return password === repeat ? null : 'The two new passwords differ.';
}

export interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPassword(value: string): void;
  onRepeat(value: string): void;
}

/** A new password and its repetition, with the browser's password-manager hints and the minimum length. */
export function NewPasswordFields({ password, repeat, onPassword, onRepeat }: NewPasswordFieldsProps) {
  return (
    <>
      <Field label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </Field>
      <Field label="Repeat the new password">
        <Input
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={repeat}
          onChange={(e) => onRepeat(e.target.value)}
        />
      </Field>
    </>
  );
}
