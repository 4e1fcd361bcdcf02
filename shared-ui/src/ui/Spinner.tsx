import { styled, keyframes } from '../theme/styling';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
  flex: none;
`;

export interface SpinnerProps {
  size?: number;
  /** Read by screen readers; pass '' when a surrounding element already announces the state. */
  label?: string;
}

export function Spinner({ size = 18, label = 'Loading' }: SpinnerProps) {
  return label ? <Ring $size={size} role="status" aria-label={label} /> : <Ring $size={size} aria-hidden="true" />;
}
