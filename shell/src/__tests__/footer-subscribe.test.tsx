import { AppProviders, setRuntimeConfig } from '@carmarket/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { sendJson, startServer } from '@carmarket/shared-ui/test/http-server';
import { Footer } from '../layout/Footer';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { email } = req.body as { email: string };
    if (email.endsWith('@blocked.test'))
      return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'email must be an email' });
    sendJson(res, 201, { email });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

function renderFooter() {
  render(
    <AppProviders>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </AppProviders>,
  );
}

it('subscribes the typed e-mail with POST /subscriptions and confirms with a toast', async () => {
  renderFooter();
  await userEvent.type(screen.getByPlaceholderText('Email'), 'fan@carmarket.test');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(/you are subscribed/i)).toBeInTheDocument();
  expect(server.requests.at(-1)).toMatchObject({
    method: 'POST',
    url: '/subscriptions',
    body: { email: 'fan@carmarket.test' },
  });
  await waitFor(() => expect(screen.getByPlaceholderText('Email')).toHaveValue(''));
});

it("shows the API's refusal as an error toast and keeps what was typed", async () => {
  renderFooter();
  await userEvent.type(screen.getByPlaceholderText('Email'), 'someone@blocked.test');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('email must be an email')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Email')).toHaveValue('someone@blocked.test');
});
