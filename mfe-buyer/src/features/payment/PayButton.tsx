import { Button } from '@carmarket/shared-ui';

export interface PayButtonProps {
  /** The card form can take the card (its library loaded, the intent known). */
  ready: boolean;
  submitting: boolean;
  /** '$34,500.00' once the intent says what is charged. */
  amount?: string;
}

/** docs/product.md §2.7: disabled until the card form is ready, a spinner while submitting. */
export function PayButton({ ready, submitting, amount }: PayButtonProps) {
  return (
    <Button type="submit" size="lg" fullWidth disabled={!ready} loading={submitting}>
      {amount ? `Pay ${amount}` : 'Pay'}
    </Button>
  );
}
