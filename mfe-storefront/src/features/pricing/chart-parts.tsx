// The few SVG pieces both price charts draw around visx's scales: a width that follows the
// container, and plain axes (visx's axis package would bring its shape and text packages for these).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ScaleLinear } from '@visx/vendor/d3-scale';
import { styled } from '@carmarket/shared-ui';
import type { AxisTick } from './date-ticks';

export const Svg = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
  text {
    fill: currentColor;
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
`;

/** The element's width, followed as it resizes; `fallback` until measured. */
export function useWidth<T extends Element>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry.contentRect.width);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

type Scale = ScaleLinear<number, number>;

/** Tick labels under the plot (`ticks` of the scale, or the labels given), and the axis title. */
export function BottomAxis({
  scale,
  y,
  ticks,
  format,
  title,
}: {
  scale: Scale;
  y: number;
  ticks: number | readonly AxisTick[];
  format?: (n: number) => string;
  title: string;
}) {
  const [x0, x1] = scale.range();
  const labels =
    typeof ticks === 'number'
      ? scale.ticks(ticks).map((at) => ({ at, label: format ? format(at) : String(at) }))
      : ticks;
  return (
    <g aria-hidden="true">
      <line x1={x0} x2={x1} y1={y} y2={y} className="grid" />
      {labels.map(({ at, label }) => (
        <text key={at} x={scale(at)} y={y + 16} textAnchor="middle">
          {label}
        </text>
      ))}
      <text x={(x0 + x1) / 2} y={y + 32} textAnchor="middle">
        {title}
      </text>
    </g>
  );
}

/** Tick labels left of the plot with light grid lines across it. */
export function LeftAxis({
  scale,
  x,
  width,
  ticks,
  format,
}: {
  scale: Scale;
  x: number;
  width: number;
  ticks: number;
  format: (n: number) => string;
}) {
  return (
    <g aria-hidden="true">
      {scale.ticks(ticks).map((t) => (
        <g key={t}>
          <line x1={x} x2={x + width} y1={scale(t)} y2={scale(t)} className="grid" strokeDasharray="2 3" />
          <text x={x - 6} y={scale(t)} dy="0.32em" textAnchor="end">
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** [min, max] of the values, widened a little so no point sits on the frame. */
export function paddedExtent(values: readonly number[], pad = 0.08): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.abs(max) || 1;
  return [Math.max(0, min - span * pad), max + span * pad];
}
