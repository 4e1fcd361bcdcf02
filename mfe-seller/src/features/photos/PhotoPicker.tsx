// The photo field: choose or drop up to MAX_PHOTOS photos, see them, reorder them (the first is
// the cover) and remove one, before anything is sent. Chosen files are previewed from blob: URLs;
// photos the listing already has are shown from the API.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { assetUrl, Button, styled, type PhotoView } from '@carmarket/shared-ui';
import { MAX_PHOTOS, PHOTO_ACCEPT, photoProblem } from './photo-rules';

/** One photo in the field: a file chosen now, or one the listing has. */
export type PickedPhoto = { key: string; file: File; preview: string } | { key: string; stored: PhotoView };

const Drop = styled.div<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Choose = styled.label`
  cursor: pointer;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
`;
const Item = styled.li`
  display: grid;
  gap: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  small {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Tools = styled.div`
  display: flex;
  gap: 4px;
  button {
    flex: 1;
    min-height: 36px;
    padding: 4px;
  }
`;
const Problem = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** A message from outside (e.g. the API refused a photo). */
  error?: string;
}

let nextKey = 0;

/** Frees the previews of chosen files (call when they leave the field or it goes away). */
export function releasePreviews(photos: PickedPhoto[]) {
  for (const photo of photos) if ('file' in photo) URL.revokeObjectURL(photo.preview);
}

export function PhotoPicker({ photos, onChange, error }: PhotoPickerProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const problemId = useId();
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => () => releasePreviews(latest.current.filter((p) => 'file' in p)), []);

  const add = (files: File[]) => {
    const found: string[] = [];
    const accepted: PickedPhoto[] = [];
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) found.push(problem);
      else if (photos.length + accepted.length >= MAX_PHOTOS)
        found.push(`At most ${MAX_PHOTOS} photos: ${file.name} was not added`);
      else accepted.push({ key: `new-${nextKey++}`, file, preview: URL.createObjectURL(file) });
    }
    setProblems(found);
    if (accepted.length) onChange([...photos, ...accepted]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const remove = (index: number) => {
    releasePreviews([photos[index]]);
    setProblems([]);
    onChange(photos.filter((_, i) => i !== index));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(Array.from(e.dataTransfer?.files ?? []));
  };

  const shown = [...problems, ...(error ? [error] : [])];
  return (
    <div
      role="group"
      aria-labelledby={`${hintId}-label`}
      aria-describedby={shown.length ? `${hintId} ${problemId}` : hintId}
    >
      <Drop
        $over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="photo-drop"
      >
        <strong id={`${hintId}-label`}>Photos of the car</strong>
        <Choose>
          {photos.length ? 'Add more photos' : 'Choose photos'}
          <input
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            aria-describedby={hintId}
            disabled={photos.length >= MAX_PHOTOS}
            onChange={(e) => {
              add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </Choose>
        <p id={hintId}>
          or drop them here. Up to {MAX_PHOTOS} photos, JPEG, PNG, WebP or AVIF, at most 10 MB each. The first is the
          cover. ({photos.length} of {MAX_PHOTOS})
        </p>
      </Drop>
      {shown.length > 0 && (
        <div id={problemId} role="alert">
          {shown.map((p) => (
            <Problem key={p}>{p}</Problem>
          ))}
        </div>
      )}
      {photos.length > 0 && (
        <List aria-label="Chosen photos">
          {photos.map((photo, i) => {
            const label = `Photo ${i + 1} of ${photos.length}${i === 0 ? ' (cover)' : ''}`;
            return (
              <Item key={photo.key} aria-label={label}>
                <img
                  src={'file' in photo ? photo.preview : assetUrl(photo.stored.src)}
                  alt={label}
                  width={'file' in photo ? undefined : photo.stored.width}
                  height={'file' in photo ? undefined : photo.stored.height}
                />
                <small>{i === 0 ? 'Cover' : `Photo ${i + 1}`}</small>
                <Tools>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move photo ${i + 1} earlier`}
                  >
                    ←
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={i === photos.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move photo ${i + 1} later`}
                  >
                    →
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="danger"
                    onClick={() => remove(i)}
                    aria-label={`Remove photo ${i + 1}`}
                  >
                    ✕
                  </Button>
                </Tools>
              </Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
