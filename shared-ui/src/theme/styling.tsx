// The one CSS-in-JS API of every app: styled-components, re-exported so apps import styling from
// '@carmarket/shared-ui' only (the build refuses a direct import elsewhere: federation.js).
// styled-components is a Module Federation singleton like React: the shell's copy renders every
// remote's rules and its ThemeProvider gives them the theme, whichever shared-ui a remote was
// built against (decision 0046). A server render collects the rules with ServerStyleSheet.
import type { ExecutionContext } from 'styled-components';
import type { Theme } from './theme';

export {
  styled,
  css,
  keyframes,
  createGlobalStyle,
  ThemeProvider,
  useTheme,
  ServerStyleSheet,
  StyleSheetManager,
} from 'styled-components';
export type { Interpolation, RuleSet, IStyledComponent as StyledComponent } from 'styled-components';
export type { Theme };

/** What every interpolation of a template receives besides its component's props. */
export type ThemeProps = Pick<ExecutionContext, 'theme'>;

// The app theme is styled-components' theme type: `theme.colors.primary` in an interpolation and
// useTheme() are typed with it.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
