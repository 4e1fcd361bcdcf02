import styled from 'styled-components';

const Row = styled.span<{ $size: string }>`
  position: relative;
  display: inline-block;
  flex: none;
  font-size: ${({ $size }) => $size};
  line-height: 1;
  letter-spacing: 1px;
  white-space: nowrap;
  color: #cbd5e1;
`;
const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: #b45309;
`;

/** 1–5 stars read as one image ('4.5 of 5 stars'); a fraction fills part of a star. */
export function Stars({ value, size = '1rem' }: { value: number; size?: string }) {
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <Row $size={size} role="img" aria-label={`${clamped} of 5 stars`}>
      <span aria-hidden="true">★★★★★</span>
      <Filled aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>
        ★★★★★
      </Filled>
    </Row>
  );
}
