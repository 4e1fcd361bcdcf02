import { theme } from '../theme/theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;
const textPairs: [string, string, string][] = [
  ['body text', c.text, c.bg],
  ['muted text on surface', c.textMuted, c.surface],
  ['muted text on page', c.textMuted, c.bg],
  ['link / secondary button', c.primary, c.surface],
  ['primary button', c.primaryText, c.primary],
  ['primary button hover', c.primaryText, c.primaryHover],
  ['danger button', '#ffffff', c.danger],
  ['error text', c.danger, c.surface],
  ['info badge', c.primaryHover, c.primarySoft],
  ['success badge', c.success, c.successSoft],
  ['warning badge', c.warning, c.warningSoft],
  ['danger badge', c.danger, c.dangerSoft],
  ['footer text', c.footerText, c.footerBg],
  ['table header', c.text, c.surfaceMuted],
];

describe('theme colours', () => {
  it.each(textPairs)('%s has at least 4.5:1 contrast', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus rings stand out (3:1) on light and dark surfaces', () => {
    expect(contrast(c.focus, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focusOnDark, c.footerBg)).toBeGreaterThanOrEqual(3);
  });
});
