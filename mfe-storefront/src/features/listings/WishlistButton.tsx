import { Button, styled } from '@carmarket/shared-ui';

const Heart = styled.svg<{ $filled: boolean }>`
  width: 18px;
  height: 18px;
  fill: ${({ $filled, theme }) => ($filled ? theme.colors.danger : 'none')};
  stroke: ${({ $filled, theme }) => ($filled ? theme.colors.danger : 'currentColor')};
  stroke-width: 2;
`;

export interface WishlistButtonProps {
  saved: boolean;
  saving: boolean;
  onClick: () => void;
  size?: 'sm' | 'md';
}

/**
 * Wishlist, on a card and on the car's page alike: a heart, red and filled once the car is saved (and pressed for
 * screen readers). Both states are the same size, so the saved state found after the page loads shifts nothing.
 */
export function WishlistButton({ saved, saving, onClick, size = 'md' }: WishlistButtonProps) {
  return (
    <Button size={size} variant="secondary" aria-pressed={saved} loading={saving} onClick={onClick}>
      <Heart $filled={saved} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z" />
      </Heart>
      Wishlist
    </Button>
  );
}
