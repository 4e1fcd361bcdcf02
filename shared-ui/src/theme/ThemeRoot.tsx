import type { ReactNode } from 'react';
import { ThemeProvider } from './styling';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** The theme plus global styles. The shell renders it once; remotes' dev harnesses render it alone. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
