import { useCallback } from 'react';
import { styled, keyframes } from '../theme/styling';
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless';
import { theme } from '../theme/theme';
import { Spinner } from '../ui/Spinner';
import { TOAST_DURATIONS } from './lazy-toast';

const TOAST_OPTIONS = {
  duration: TOAST_DURATIONS.blank,
  success: { duration: TOAST_DURATIONS.success },
  error: { duration: TOAST_DURATIONS.error },
  loading: { duration: TOAST_DURATIONS.loading },
  custom: { duration: TOAST_DURATIONS.custom },
};
const GUTTER = 8;

// Styled from the theme object rather than ThemeProvider's prop, so the toaster renders anywhere.
const enter = keyframes`from { opacity: 0; transform: translateY(-12px) scale(0.96); }`;

const Viewport = styled.div`
  position: fixed;
  z-index: 9999;
  inset: 16px 16px auto;
  pointer-events: none;
`;
const Item = styled.div<{ $offset: number; $visible: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  transform: translateY(${({ $offset }) => $offset}px);
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition:
    transform 230ms cubic-bezier(0.21, 1.02, 0.73, 1),
    opacity 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
const Bubble = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: min(92vw, 420px);
  padding: 10px 14px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.raised};
  font-weight: 500;
  line-height: 1.35;
  white-space: pre-line;
  pointer-events: auto;
  animation: ${enter} 230ms cubic-bezier(0.21, 1.02, 0.73, 1);
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Badge = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ $tone }) => theme.colors[$tone]};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
`;

function ToastIcon({ t }: { t: Toast }) {
  if (t.icon !== undefined) return <span aria-hidden="true">{t.icon}</span>;
  if (t.type === 'success')
    return (
      <Badge $tone="success" aria-hidden="true">
        ✓
      </Badge>
    );
  if (t.type === 'error')
    return (
      <Badge $tone="danger" aria-hidden="true">
        ✕
      </Badge>
    );
  if (t.type === 'loading') return <Spinner size={16} label="" />;
  return null;
}

function ToastItem({
  t,
  offset,
  onHeight,
}: {
  t: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}) {
  // The library stacks toasts by their heights; measure again when the content changes.
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      const update = () => onHeight(t.id, el.getBoundingClientRect().height);
      update();
      new MutationObserver(update).observe(el, { subtree: true, childList: true, characterData: true });
    },
    [t.id, onHeight],
  );
  return (
    <Item ref={measure} $offset={offset} $visible={t.visible}>
      <Bubble className={t.className} style={t.style} {...t.ariaProps}>
        <ToastIcon t={t} />
        <span>{resolveValue(t.message, t)}</span>
      </Bubble>
    </Item>
  );
}

/**
 * The one toaster, loaded with the first toast by ./lazy-toast.tsx (what the core exports); the
 * shell renders it once and remotes call `toast` from the shared-ui singleton, so every toast lands
 * here. react-hot-toast's headless build keeps the queue, timers and the limit of 20 toasts (its TOAST_LIMIT, the limit of docs/product.md §9; a test pins it);
 * the toasts are drawn with the kit's own styled components (shared-ui's styling API), not the
 * library's renderer.
 */
export function AppToaster() {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  return (
    // A labelled region, so assistive tech (and tests) can find the notifications.
    <Viewport
      role="region"
      aria-label="Notifications"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((t) => (
        <ToastItem
          key={t.id}
          t={t}
          offset={handlers.calculateOffset(t, { gutter: GUTTER })}
          onHeight={handlers.updateHeight}
        />
      ))}
    </Viewport>
  );
}

export { toast };
