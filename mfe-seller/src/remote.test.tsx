import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { pageName, theme, ThemeProvider } from '@carmarket/shared-ui';
import remote from './remote';

it('declares the seller routes under /dashboard, each with its page title and access', () => {
  expect(remote).toMatchObject({ name: 'seller', mount: '/dashboard' });
  expect(remote.routes.map((r) => r.path)).toEqual(['add_product', 'my_buyers', 'products']);
});

it.each(remote.routes.map((r) => [pageName(r.title, undefined), r] as const))(
  'renders the %s page',
  async (title, route) => {
    render(
      <ThemeProvider theme={theme}>
        <Suspense fallback={null}>
          <route.Component />
        </Suspense>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  },
);
