import { assetUrl, Button, media, styled } from '@carmarket/shared-ui';
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PhotoView } from '../../api/listing-types';
import { absoluteSrcset, LARGE_SIZES } from './photo-sources';

/** A photo as the gallery shows it: an API photo, or the listing's single image when it has none. */
export interface GalleryPhoto {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
}

export const galleryPhotos = (photos: PhotoView[], image: string): GalleryPhoto[] =>
  photos.length > 0 ? photos : [{ src: image }];

const THUMB_SIZES = '96px';
/** A finger moved this far sideways is a swipe. */
const SWIPE_PX = 40;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;
// The box keeps the first photo's proportions whatever shows in it, so nothing below moves.
const Stage = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  touch-action: pan-y;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
const StageButton = styled(Button)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  opacity: 0.92;
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Thumbs = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
`;
const Thumb = styled.button<{ $current: boolean }>`
  flex: none;
  width: 96px;
  aspect-ratio: 4 / 3;
  padding: 0;
  border: 2px solid ${({ $current, theme }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
/** The lightbox's backdrop: opaque, so nothing of the page shows through or around the photo. */
const LIGHTBOX_BACKDROP = '#0b0b0f';
// Drawn at the end of <body> (a portal) on the dialogs' layer, so no container of the page can clip it or
// lift its header above it.
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background-color: ${LIGHTBOX_BACKDROP};
  color: #fff;
`;
const OverlayBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  ${media.md} {
    padding: 12px 24px;
  }
`;
const OverlayStage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  touch-action: pan-y;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

function PhotoImage({
  photo,
  alt,
  sizes,
  priority = false,
  onShown,
}: {
  photo: GalleryPhoto;
  alt: string;
  sizes: string;
  priority?: boolean;
  onShown?: () => void;
}) {
  // A photo of a page drawn on the server may have loaded before the app took over: no load
  // event follows then, so it counts as shown at once.
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current?.complete) onShown?.();
    // Once, for the photo the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <img
      ref={ref}
      src={assetUrl(photo.src)}
      srcSet={photo.srcset ? absoluteSrcset(photo.srcset) : undefined}
      sizes={photo.srcset ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={alt}
      // The first photo is the page's largest paint: ask for it before anything else.
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      onLoad={onShown}
      onError={onShown}
    />
  );
}

/** Left/right arrow keys and sideways swipes step through `count` photos, wrapping round. */
function useStepper(count: number) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE_PX) return;
    step(end < start ? 1 : -1);
  };
  return { index, setIndex, step, onKeyDown, touch: { onTouchStart, onTouchEnd } };
}

export interface GalleryProps {
  photos: GalleryPhoto[];
  /** What the photos show, e.g. 'Tesla Model 3'; each photo's alt text adds its number. */
  label: string;
  /** Called once the first photo has loaded (or failed): what the page holds back until then may start. */
  onFirstPhotoShown?: () => void;
}

/**
 * The listing page's photos: a large one, previous/next (buttons, arrow keys, swipe), a counter,
 * thumbnails and a full-screen view. Every image has its size set, so the page never shifts.
 */
export function Gallery({ photos, label, onFirstPhotoShown }: GalleryProps) {
  const { index, setIndex, step, onKeyDown, touch } = useStepper(photos.length);
  const [fullScreen, setFullScreen] = useState(false);
  const several = photos.length > 1;
  const counter = `Photo ${index + 1} of ${photos.length}`;
  const photo = photos[index];
  const first = photos[0];
  const ratio = first.width && first.height ? `${first.width} / ${first.height}` : '16 / 10';
  const alt = several ? `${label}, photo ${index + 1}` : label;

  return (
    // A focusable region so the arrow keys work as soon as the gallery has focus.
    <Region aria-label={`Photos of ${label}`} aria-roledescription="gallery" tabIndex={0} onKeyDown={onKeyDown}>
      <Stage $ratio={ratio} {...touch}>
        <PhotoImage
          key={index}
          photo={photo}
          alt={alt}
          sizes={LARGE_SIZES}
          priority={index === 0}
          onShown={index === 0 ? onFirstPhotoShown : undefined}
        />
        {several && (
          <>
            <StageButton
              $side="left"
              size="sm"
              variant="secondary"
              aria-label="Previous photo"
              onClick={() => step(-1)}
            >
              ‹
            </StageButton>
            <StageButton $side="right" size="sm" variant="secondary" aria-label="Next photo" onClick={() => step(1)}>
              ›
            </StageButton>
          </>
        )}
      </Stage>
      <Bar>
        <span aria-live="polite">{counter}</span>
        <Button size="sm" variant="ghost" onClick={() => setFullScreen(true)}>
          Full screen
        </Button>
      </Bar>
      {several && (
        <Thumbs aria-label="All photos">
          {photos.map((p, i) => (
            <li key={p.src}>
              <Thumb
                type="button"
                $current={i === index}
                aria-current={i === index}
                aria-label={`Show photo ${i + 1}`}
                onClick={() => setIndex(i)}
              >
                <PhotoImage photo={p} alt="" sizes={THUMB_SIZES} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      {fullScreen && (
        <FullScreen
          photo={photo}
          alt={alt}
          counter={counter}
          several={several}
          onStep={step}
          onKeyDown={onKeyDown}
          touch={touch}
          onClose={() => setFullScreen(false)}
        />
      )}
    </Region>
  );
}

interface FullScreenProps {
  photo: GalleryPhoto;
  alt: string;
  counter: string;
  several: boolean;
  onStep: (by: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  touch: ReturnType<typeof useStepper>['touch'];
  onClose: () => void;
}

/** The current photo over the whole window; Escape or Close returns to the page. */
function FullScreen({ photo, alt, counter, several, onStep, onKeyDown, touch, onClose }: FullScreenProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);
  const keys = (event: KeyboardEvent) => {
    event.stopPropagation(); // the page's gallery behind must not step a second time
    if (event.key === 'Escape') onClose();
    else onKeyDown(event);
  };
  return createPortal(
    <Overlay role="dialog" aria-modal="true" aria-label={`${alt} (full screen)`} onKeyDown={keys}>
      <OverlayBar>
        <span aria-live="polite">{counter}</span>
        <Button ref={close} size="sm" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </OverlayBar>
      <OverlayStage {...touch}>
        <PhotoImage photo={photo} alt={alt} sizes="100vw" />
        {several && (
          <>
            <StageButton $side="left" variant="secondary" aria-label="Previous photo" onClick={() => onStep(-1)}>
              ‹
            </StageButton>
            <StageButton $side="right" variant="secondary" aria-label="Next photo" onClick={() => onStep(1)}>
              ›
            </StageButton>
          </>
        )}
      </OverlayStage>
    </Overlay>,
    document.body,
  );
}
