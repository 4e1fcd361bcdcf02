// Production start refuses the placeholders of .env.example and guessable secrets, naming the variable.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateEnv } from './env.validation';

const STRONG = {
  STRIPE_SECRET_KEY: 'sk_live_51Nq7vWbC2xT9kLmP4rS8uYz3aB6dE0fG',
  STRIPE_WEBHOOK_SECRET: 'whsec_Jx7Qm2Lr9Tz4Kc8Vb1Np6Ws3Yd0Hf5Ga',
  MAIL_LINK_SECRET: 'q9V2mL7xR4tZ8cK1bN6pW3sY0dH5fG2jA7eU',
};
const production = {
  MONGODB_URI: 'mongodb://db.internal:27017/carmarket',
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://user:pass@mail.example.test:465',
  ...STRONG,
};

/** The KEY=value lines of the repository's .env.example (its placeholders). */
function envExample(): Record<string, string> {
  const text = readFileSync(resolve(__dirname, '../../../.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1], m[2]]),
  );
}

describe('secrets at production start', () => {
  it('accepts strong secrets of their own', () => {
    expect(validateEnv(production).NODE_ENV).toBe('production');
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'MAIL_LINK_SECRET'])(
    'refuses the placeholder of .env.example in %s, naming it',
    (name) => {
      const placeholder = envExample()[name];
      expect(placeholder).toBeTruthy();
      expect(() => validateEnv({ ...production, [name]: placeholder })).toThrow(
        new RegExp(`${name} is the placeholder of \\.env\\.example`),
      );
    },
  );

  it('refuses the whole .env.example copied unchanged', () => {
    const example = envExample();
    const message = (() => {
      try {
        validateEnv({
          ...example,
          MONGODB_URI: production.MONGODB_URI,
          NODE_ENV: 'production',
          SMTP_URL: production.SMTP_URL,
        });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'MAIL_LINK_SECRET'])
      expect(message).toContain(name);
  });

  it.each([
    ['STRIPE_WEBHOOK_SECRET', 'whsec_abc', /STRIPE_WEBHOOK_SECRET is too short/],
    ['STRIPE_SECRET_KEY', 'sk_live_abc', /STRIPE_SECRET_KEY is too short/],
    ['MAIL_LINK_SECRET', 'x'.repeat(40), /MAIL_LINK_SECRET is not random enough/],
    ['MAIL_LINK_SECRET', 'abcabcabcabcabcabcabcabcabcabcabcabc', /MAIL_LINK_SECRET is not random enough/],
  ])('refuses a weak %s (%s)', (name, value, message) => {
    expect(() => validateEnv({ ...production, [name]: value })).toThrow(message);
  });

  it('leaves development and tests alone', () => {
    const example = envExample();
    expect(
      validateEnv({
        MONGODB_URI: production.MONGODB_URI,
        STRIPE_SECRET_KEY: example.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: example.STRIPE_WEBHOOK_SECRET,
      }).NODE_ENV,
    ).toBe('development');
  });
});
