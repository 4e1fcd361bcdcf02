import { styled } from '@carmarket/shared-ui';

const EMPTY = '#cbd5e1';
const FILLED = '#b45309';
const STAR_PATH = 'M10 1.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.5l6.1-.7z';

const Row = styled.span<{ $size: string }>`
  position: relative;
  display: inline-flex;
  flex: none;
  line-height: 0;
  svg {
    width: ${({ $size }) => $size};
    height: ${({ $size }) => $size};
    flex: none;
  }
`;
const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: inline-flex;
  overflow: hidden;
`;

/** One star drawn as SVG (a text glyph would depend on which fonts the device has, and when they load). */
export function StarIcon({ color = FILLED }: { color?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill={color} />
    </svg>
  );
}

const five = (color: string) => [0, 1, 2, 3, 4].map((i) => <StarIcon key={i} color={color} />);

/** 1–5 stars read as one image ('4.5 of 5 stars'); a fraction fills part of a star. */
export function Stars({ value, size = '1rem' }: { value: number; size?: string }) {
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <Row $size={size} role="img" aria-label={`${clamped} of 5 stars`}>
      {five(EMPTY)}
      <Filled style={{ width: `${(clamped / 5) * 100}%` }}>{five(FILLED)}</Filled>
    </Row>
  );
}
