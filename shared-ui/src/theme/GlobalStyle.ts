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
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
