import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@carmarket/shared-ui';
import remote from './remote';

it('declares the storefront routes of the spec under /', () => {
  expect(remote).toMatchObject({ name: 'storefront', mount: '/' });
  expect(remote.routes.map((r) => r.path)).toEqual(['', 'category/:id', 'blog']);
});

it.each(remote.routes.map((r) => [r.title, r] as const))('renders the %s page', async (title, route) => {
  render(
    <ThemeProvider theme={theme}>
      <Suspense fallback={null}>
        <route.Component />
      </Suspense>
    </ThemeProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
