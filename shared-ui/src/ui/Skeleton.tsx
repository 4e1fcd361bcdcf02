import type { ComponentProps } from 'react';
import { keyframes, styled } from '../theme/styling';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

const Block = styled.div<{ $height?: string; $width?: string; $radius?: string }>`
  height: ${({ $height = '1em' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: linear-gradient(90deg, #e7ebf1 0px, #f3f5f9 120px, #e7ebf1 240px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

/** A grey placeholder block shown while data loads; hidden from screen readers. */
export function Skeleton(props: ComponentProps<typeof Block>) {
  return <Block aria-hidden {...props} />;
}
