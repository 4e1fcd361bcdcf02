// The one design vocabulary of CarMarket. Colours are chosen for >= 4.5:1 contrast of text on
// the surfaces they are used with (checked in theme.test.ts).
export const theme = {
  colors: {
    bg: '#f6f8fb',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#d8dee8',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    primarySoft: '#e0e9ff',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSoft: '#fde8e8',
    success: '#166534',
    successSoft: '#dcfce7',
    warning: '#854d0e',
    warningSoft: '#fef3c7',
    focus: '#1d4ed8',
    focusOnDark: '#93c5fd',
    footerBg: '#0b1220',
    footerText: '#cbd5e1',
    footerHeading: '#ffffff',
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: '2.5rem',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
    raised: '0 8px 30px rgba(15, 23, 42, 0.12)',
  },
  /** Min widths; the layout is designed from 390px phones up. */
  breakpoints: { sm: '600px', md: '900px', lg: '1200px' },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

/** `${media.md} { ... }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
} as const;
