import type { ComponentProps } from 'react';
import { keyframes, styled } from '../theme/styling';

// The shimmer moves a layer (transform), which the compositor animates alone: an animated
// background-position made the main thread restyle and repaint every skeleton on every frame,
// which on a slow phone took turns with the rendering of the page the skeletons stand for.
const shimmer = keyframes`
  0% { transform: translateX(-400px); }
  100% { transform: translateX(400px); }
`;

const Block = styled.div<{ $height?: string; $width?: string; $radius?: string }>`
  position: relative;
  overflow: hidden;
  height: ${({ $height = '1em' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: #e7ebf1;
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: -800px;
    right: -800px;
    background: linear-gradient(90deg, #e7ebf1 0px, #f3f5f9 120px, #e7ebf1 240px);
    background-size: 800px 100%;
    animation: ${shimmer} 1.2s linear infinite;
  }
`;

/** A grey placeholder block shown while data loads; hidden from screen readers. */
export function Skeleton(props: ComponentProps<typeof Block>) {
  return <Block aria-hidden {...props} />;
}
