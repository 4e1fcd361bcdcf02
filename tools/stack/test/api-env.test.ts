import { resolvePorts, type Ports } from '../src/ports';
import { apiEnv } from '../src/services';

let ports: Ports;
beforeAll(async () => {
  ports = await resolvePorts({});
});

it('asks the API for the payment sandbox explicitly (the API refuses to start without a gateway)', () => {
  expect(apiEnv({}, ports, '127.0.0.1:9099')).toMatchObject({ PAYMENTS_SANDBOX: 'true', NODE_ENV: 'development' });
});

it('leaves payments to Stripe when the environment carries a Stripe key', () => {
  const env = apiEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, ports, '127.0.0.1:9099');
  expect(env).toMatchObject({ PAYMENTS_SANDBOX: 'false', STRIPE_SECRET_KEY: 'sk_test_x' });
});

it("sends the API's e-mail to the stack's mail catcher, or to SMTP_URL when one is given", () => {
  expect(apiEnv({}, ports, '127.0.0.1:9099', { smtp: 1025, mailUi: 8025 })).toMatchObject({
    MAIL_CATCHER: 'true',
    SMTP_PORT: '1025',
  });
  const real = apiEnv({ SMTP_URL: 'smtp://mail.example.test:587' }, ports, '127.0.0.1:9099', null);
  expect(real).toMatchObject({ MAIL_CATCHER: 'false', SMTP_URL: 'smtp://mail.example.test:587' });
  expect(real.SMTP_PORT).toBeUndefined();
});

it('runs API_INSTANCES API processes on API_PORT (one unless asked)', () => {
  expect(apiEnv({}, ports, '127.0.0.1:9099')).toMatchObject({ API_INSTANCES: '1', PORT: String(ports.api) });
  expect(apiEnv({ API_INSTANCES: '3' }, ports, '127.0.0.1:9099')).toMatchObject({
    API_INSTANCES: '3',
    PORT: String(ports.api),
  });
});
