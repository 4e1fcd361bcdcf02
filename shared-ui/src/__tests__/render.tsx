import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/styling';
import { theme } from '../theme/theme';

/** Renders inside the app theme, as the shell does. */
export function renderThemed(ui: ReactElement, options?: RenderOptions) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options);
}
