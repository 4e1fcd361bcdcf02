import { buttonClasses } from '../ui/Button';
import { createGlobalStyle } from './styling';

/** Base document styles; rendered once by the shell (and by each remote's dev harness). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; display: block; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* sweetalert2 modals (success / confirm / error) in the app's type and shapes */
  .swal2-popup { font-family: ${({ theme }) => theme.fonts.body}; border-radius: ${({ theme }) => theme.radii.lg}; }
  .swal2-styled { border-radius: ${({ theme }) => theme.radii.sm} !important; font-weight: 600; }
  ${buttonClasses}
  /* Confirmations and questions drawn as the app's own dialogs (widgets/Dialog.tsx): title and
     text to the left, the app's buttons to the right. */
  .swal2-popup.carmarket-dialog {
    padding: ${({ theme }) => theme.space.lg};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    text-align: left;
  }
  .carmarket-dialog .swal2-title {
    padding: 0;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.text};
  }
  .carmarket-dialog .swal2-html-container {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .carmarket-dialog .swal2-input-label { justify-content: flex-start; margin: ${({ theme }) => theme.space.md} 0 0; font-weight: 600; }
  .carmarket-dialog .swal2-textarea {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    width: 100%;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .carmarket-dialog .swal2-actions {
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
    margin: ${({ theme }) => theme.space.lg} 0 0;
    padding: 0;
    width: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
