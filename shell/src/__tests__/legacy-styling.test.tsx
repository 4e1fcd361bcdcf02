// A remote released before decision 0031 reads the theme from its own styled-components'
// ThemeProvider: the shell renders that provider around remote screens once such a container is
// on the page (legacy-styling.tsx).
import { theme } from '@carmarket/shared-ui';
import { render, screen } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { RemoteBoundary } from '../remote/RemoteBoundary';
import { legacyStylingPlugin } from '../remote/legacy-styling';

// What the screen of an older remote depends on: styled-components' theme context.
const LegacyThemeContext = createContext<{ colors?: { primary: string } }>({});
const legacyStyledComponents = {
  ThemeProvider: ({ theme: value, children }: { theme: typeof theme; children?: ReactNode }) => (
    <LegacyThemeContext.Provider value={value}>{children}</LegacyThemeContext.Provider>
  ),
};
function LegacyScreen() {
  const legacyTheme = useContext(LegacyThemeContext);
  return <p>{legacyTheme.colors ? `primary ${legacyTheme.colors.primary}` : 'no theme'}</p>;
}

type InitArgs = Parameters<NonNullable<ReturnType<typeof legacyStylingPlugin>['initContainer']>>[0];
const initContainer = (shareScope: Record<string, unknown>) =>
  legacyStylingPlugin().initContainer!({ shareScope } as unknown as InitArgs);

test('a container without styled-components changes nothing', async () => {
  await initContainer({ react: { '19.3.1': { get: () => () => ({}) } } });
  render(
    <RemoteBoundary name="storefront">
      <LegacyScreen />
    </RemoteBoundary>,
  );
  expect(screen.getByText('no theme')).toBeInTheDocument();
});

test("a container sharing styled-components gets the app theme through that copy's ThemeProvider", async () => {
  const older = { get: () => () => ({ ThemeProvider: () => <p>older copy</p> }) };
  await initContainer({
    'styled-components': { '6.0.9': older, '6.6.0': { get: async () => () => legacyStyledComponents } },
  });
  render(
    <RemoteBoundary name="admin">
      <LegacyScreen />
    </RemoteBoundary>,
  );
  expect(screen.getByText(`primary ${theme.colors.primary}`)).toBeInTheDocument();
});
