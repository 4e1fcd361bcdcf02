import { useState } from 'react';
import { assetUrl, styled } from '@carmarket/shared-ui';

const Frame = styled.figure`
  margin: 0;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  max-width: 420px;
  width: 100%;
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Note = styled.figcaption`
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the image URL shows, so the seller sees a wrong link before sending it. */
export function ImagePreview({ url }: { url: string }) {
  const src = url.trim() ? assetUrl(url.trim()) : '';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) {
    return (
      <Frame aria-label="Image preview">
        <Note>The photo appears here once you enter its URL.</Note>
      </Frame>
    );
  }
  if (failedSrc === src) {
    return (
      <Frame aria-label="Image preview">
        <Note role="status">This URL does not load as an image. Check the link.</Note>
      </Frame>
    );
  }
  return (
    <Frame aria-label="Image preview">
      <img src={src} alt="Preview of the car's photo" onError={() => setFailedSrc(src)} />
    </Frame>
  );
}
