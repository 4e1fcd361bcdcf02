import { useState } from 'react';
import { styled } from '../theme/styling';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface LazyImageProps {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  /** CSS aspect-ratio of the box, e.g. '16 / 10'; the box keeps it before and after loading. */
  ratio?: string;
  /** Load at once (an image in the first screenful); default lazy. */
  eager?: boolean;
  /** The page's main image (its largest paint): loaded at once and before other images. */
  priority?: boolean;
}

/**
 * An image in a box of fixed aspect ratio, so nothing shifts while it loads; off-screen images
 * load only when scrolled near. A failed image leaves the grey box (with its alt text for
 * screen readers) instead of the browser's broken-image icon.
 */
export function LazyImage({ src, alt, ratio = '16 / 10', eager = false, priority = false }: LazyImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <Frame $ratio={ratio} role={failed && alt ? 'img' : undefined} aria-label={failed && alt ? alt : undefined}>
      {!failed && (
        <img
          src={src}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          onError={() => setFailedSrc(src)}
        />
      )}
    </Frame>
  );
}
