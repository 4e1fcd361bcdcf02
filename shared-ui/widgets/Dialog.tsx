import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { media, styled } from '@carmarket/shared-ui';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, 0.55);
`;

const Panel = styled.div<{ $maxWidth: number }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;
  ${media.sm} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl} 0;
  }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.text};
  ${media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Close = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  margin: -4px -8px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  ${media.sm} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl};
  }
`;

export interface DialogProps {
  /** Shown as the dialog's heading and read as its accessible name. */
  title: ReactNode;
  /** Esc, the close button and a click on the backdrop call it; the owner unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; by default its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Widest the dialog gets, px (phones use the screen's width). */
  maxWidth?: number;
}

/**
 * A modal dialog: rendered over the page, labelled by its title, focus kept inside while it is
 * open (Tab wraps), Esc closes it, and focus returns to what had it before (the opening button).
 *
 * It is fixed-positioned where it is rendered, not portalled to <body>. Render it outside
 * elements with a CSS transform or filter, which would confine it.
 */
export function Dialog({ title, onClose, children, initialFocus, maxWidth = 520 }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The focus moves once per opening: a later render with another initialFocus must not move it.
  const focusAtOpening = useRef(initialFocus);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const target =
      focusAtOpening.current?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll under the dialog
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        $maxWidth={maxWidth}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Close>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
