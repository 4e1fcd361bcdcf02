// The API's configuration, validated once at start-up: a missing or malformed variable stops
// the process with a message naming it, instead of failing later on the first request.
import { MAIL_CATCHER_PORTS, SERVICE_PORTS, WEB_APP_SERVICES } from '@carmarket/stack-facts/ports';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  validateSync,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isIP } from 'node:net';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Not a secret: the default outside production, where it is refused. */
const DEVELOPMENT_MAIL_LINK_SECRET = 'development-only-mail-link-secret-not-for-production';

const toBool = ({ value }: { value: unknown }) =>
  value === undefined ? value : value === 'true' || value === '1' || value === true;

/** TRUST_PROXY: a hop count, or the trusted proxies' addresses as Fastify's trustProxy takes them. */
export type TrustProxy = number | string;
const MAX_PROXY_HOPS = 10;
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const toTrustProxy = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** An address, an address/prefix range, or a name of ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

@ValidatorConstraint({ name: 'trustProxy' })
class IsTrustProxy implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_PROXY_HOPS;
    return typeof value === 'string' && value.split(',').every((entry) => isProxyAddress(entry.trim()));
  }

  defaultMessage(): string {
    return `TRUST_PROXY must be a hop count (0-${MAX_PROXY_HOPS}) or a comma-separated list of proxy addresses or CIDR ranges (or ${PROXY_RANGE_NAMES.join(', ')})`;
  }
}

/** A whole number from `min` to `max` (inclusive), given as a string in the environment. */
const IntSetting = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  applyDecorators(Transform(toInt), IsInt(), Min(min), Max(max));

export class Env {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  @Matches(/^mongodb(\+srv)?:\/\//, { message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI' })
  MONGODB_URI: string;

  @IsString()
  @MinLength(1)
  FIREBASE_PROJECT_ID = 'demo-carmarket';

  /** host:port of the Firebase Auth emulator; when set, firebase-admin talks to it instead of Google. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\w.-]+:\d{1,5}$/, { message: 'FIREBASE_AUTH_EMULATOR_HOST must look like 127.0.0.1:9099' })
  FIREBASE_AUTH_EMULATOR_HOST?: string;

  /** Stripe secret key: payments go to Stripe. Needs STRIPE_WEBHOOK_SECRET. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\w+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)',
  })
  STRIPE_SECRET_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** How long one Stripe request may take before the SDK retries it (twice, same idempotency key). */
  @IntSetting(100, 60_000)
  STRIPE_TIMEOUT_MS = 10_000;

  /**
   * Take payments with the built-in sandbox instead of Stripe (development and tests only). It
   * must be asked for: without it and without a Stripe key the API refuses to start, so a
   * forgotten key can never turn a deployment into one that takes no money.
   */
  @Transform(toBool)
  @IsBoolean()
  PAYMENTS_SANDBOX = false;

  /** Comma-separated browser origins allowed by CORS (default: every web app on its default port). */
  @IsString()
  CORS_ORIGINS = WEB_APP_SERVICES.map((app) => `http://localhost:${SERVICE_PORTS[app].default}`).join(',');

  @IntSetting(0, 65535)
  PORT = SERVICE_PORTS.api.default;

  /** API processes sharing PORT (node:cluster); they share every rule through the database (docs/scaling.md). */
  @IntSetting(1, 64)
  API_INSTANCES = 1;

  /** How long a process told to stop (SIGTERM) may finish its in-flight requests before it exits anyway. */
  @IntSetting(0, 120_000)
  SHUTDOWN_GRACE_MS = 10_000;

  /** How long an unpaid booking holds a car before it lapses. */
  @IntSetting(1)
  BOOKING_HOLD_HOURS = 48;

  /** How long an offer (or a counter) stays open for the other party to answer. */
  @IntSetting(1)
  OFFER_EXPIRY_HOURS = 48;

  /** Unpaid bookings one buyer may hold at once. */
  @IntSetting(1)
  MAX_UNPAID_BOOKINGS = 5;

  /**
   * Fresh-account farms (docs/product.md §6.2): an account younger than NEW_ACCOUNT_DAYS is new;
   * new accounts together may hold NEW_ACCOUNT_HOLDS_PER_SELLER unpaid bookings of one seller's
   * cars, and one client address may register NEW_ACCOUNTS_PER_IP_PER_DAY accounts a day.
   */
  @IntSetting(0, 365)
  NEW_ACCOUNT_DAYS = 7;

  @IntSetting(1)
  NEW_ACCOUNT_HOLDS_PER_SELLER = 2;

  @IntSetting(1)
  NEW_ACCOUNTS_PER_IP_PER_DAY = 3;

  /** Listings one user may report in 24 hours (each listing once). */
  @IntSetting(1)
  REPORTS_PER_USER_PER_DAY = 20;

  /** Requests per minute per client on every route, and on the named sensitive routes. */
  @IntSetting(1)
  RATE_LIMIT_PER_MINUTE = 600;

  /** Photo requests (GET /photos/…) per minute per client, all photos together: a page shows many. */
  @IntSetting(1)
  RATE_LIMIT_PHOTOS_PER_MINUTE = 3000;

  @IntSetting(1)
  RATE_LIMIT_REGISTRATION_PER_MINUTE = 10;

  @IntSetting(1)
  RATE_LIMIT_BOOKING_PER_MINUTE = 20;

  @IntSetting(1)
  RATE_LIMIT_PAYMENT_PER_MINUTE = 30;

  /** Offers and counters one account may make per minute (all cars together). */
  @IntSetting(1)
  RATE_LIMIT_OFFER_PER_MINUTE = 5;

  /** Messages one account may send per minute (all conversations together). */
  @IntSetting(1)
  RATE_LIMIT_MESSAGE_PER_MINUTE = 20;

  /** The seller's live price check (GET /price-check), called as the form is typed in (debounced). */
  @IntSetting(1)
  RATE_LIMIT_PRICE_CHECK_PER_MINUTE = 120;

  /** Photo upload calls (new listing with photos, photos added to a listing) one account may make per minute. */
  @IntSetting(1)
  RATE_LIMIT_UPLOAD_PER_MINUTE = 10;

  /** Listing edits (PUT /listings/:id) one seller may make per minute, all their cars together. */
  @IntSetting(1)
  RATE_LIMIT_LISTING_EDIT_PER_MINUTE = 30;

  /**
   * Photo uploads (docs/decisions/0050): the largest image decoded, in megapixels; the most pixels
   * a file may claim per byte of itself once it claims more than a megapixel (a photo of a car
   * compresses to well under a hundred; a decompression bomb claims tens of thousands); how many
   * uploads one process decodes and encodes at once, and how many may wait for a turn (beyond
   * that: 503 with Retry-After); and the photo storage one seller's listings may use.
   */
  @IntSetting(1, 200)
  PHOTO_MAX_MEGAPIXELS = 40;

  @IntSetting(1)
  PHOTO_MAX_PIXELS_PER_BYTE = 1000;

  @IntSetting(1, 64)
  PHOTO_ENCODE_CONCURRENCY = 2;

  @IntSetting(0, 1000)
  PHOTO_ENCODE_QUEUE = 8;

  @IntSetting(1)
  PHOTO_QUOTA_MB_PER_SELLER = 500;
  /** "Forgot password?" requests per minute from one client (POST /password-reset). */
  @IntSetting(1)
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE = 5;

  /** Reset links one e-mail address may be sent in an hour, whoever asks. */
  @IntSetting(1)
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR = 3;

  /** How recent a sign-in must be to delete the account (DELETE /me): the password or a fresh sign-in. */
  @IntSetting(30, 86_400)
  ACCOUNT_DELETION_SIGN_IN_SECONDS = 300;

  /**
   * Which reverse proxies (load balancer, ingress, the render servers) the API believes about the
   * client's address in X-Forwarded-For, so per-IP rate limits count each visitor: a hop count
   * (0–10: the last N hops, whoever they are), or a comma-separated list of the proxies' addresses
   * and CIDR ranges (`loopback`, `linklocal`, `uniquelocal` name theirs): only a hop from one of
   * them is believed, so a client outside them cannot dodge a limit by sending the header. With
   * 0 the header is ignored.
   */
  @Transform(toTrustProxy)
  @Validate(IsTrustProxy)
  TRUST_PROXY: TrustProxy = 0;

  /** Seed demo data at start-up when the database is empty (and the demo accounts when missing). */
  @Transform(toBool)
  @IsBoolean()
  SEED_ON_START = true;

  /**
   * A real mail server for notification e-mail (smtp://user:pass@host:587 or smtps://…). Without
   * it and without MAIL_CATCHER, notifications stay in the app.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** Send e-mail to the embedded mail catcher on SMTP_PORT instead (npm start; development and tests only). */
  @Transform(toBool)
  @IsBoolean()
  MAIL_CATCHER = false;

  @IntSetting(1, 65535)
  SMTP_PORT = MAIL_CATCHER_PORTS.smtp.default;

  @IsString()
  @MinLength(3)
  MAIL_FROM = 'CarMarket <no-reply@carmarket.test>';

  /** Signs e-mail unsubscribe links (needed in production with SMTP_URL; at least 32 characters). */
  @IsString()
  @MinLength(32, { message: 'MAIL_LINK_SECRET must be at least 32 characters' })
  MAIL_LINK_SECRET = DEVELOPMENT_MAIL_LINK_SECRET;

  /** Where people open the web app and the API: the addresses links in e-mails point to. */
  @Matches(/^https?:\/\/\S+$/, { message: 'PUBLIC_APP_URL must be an http(s) URL' })
  PUBLIC_APP_URL = `http://localhost:${SERVICE_PORTS.shell.default}`;

  /** Lifetime of the server session's cookie (POST /session), in days: Firebase allows 5 minutes to 2 weeks. */
  @IntSetting(1, 14)
  SESSION_DAYS = 5;

  /** URLs per sitemap file (the protocol's limit is 50,000): the index names as many files as the listings fill. */
  @IntSetting(1, 50_000)
  SITEMAP_URLS_PER_FILE = 50_000;

  @Matches(/^https?:\/\/\S+$/, { message: 'PUBLIC_API_URL must be an http(s) URL' })
  PUBLIC_API_URL = `http://localhost:${SERVICE_PORTS.api.default}`;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';
}

export function validateEnv(raw: Record<string, unknown>): Env {
  const env = plainToInstance(Env, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, skipMissingProperties: false });
  const problems = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  problems.push(...paymentGatewayProblems(env), ...mailProblems(env), ...secretProblems(env));
  if (env.NODE_ENV === 'production') {
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      problems.push('NODE_ENV=production cannot use the Firebase Auth emulator (unset FIREBASE_AUTH_EMULATOR_HOST)');
    if (!env.STRIPE_SECRET_KEY)
      problems.push('NODE_ENV=production needs STRIPE_SECRET_KEY (the payment sandbox is for development only)');
  }
  if (problems.length) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return env;
}

/** At most one mail target; the catcher and the development link secret never in production. */
function mailProblems(env: Env): string[] {
  if (env.SMTP_URL && env.MAIL_CATCHER) return ['Set either SMTP_URL or MAIL_CATCHER=true, not both'];
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.MAIL_CATCHER)
    problems.push('NODE_ENV=production cannot use the mail catcher (unset MAIL_CATCHER; set SMTP_URL for real e-mail)');
  if (env.SMTP_URL && env.MAIL_LINK_SECRET === DEVELOPMENT_MAIL_LINK_SECRET)
    problems.push('NODE_ENV=production with SMTP_URL needs a MAIL_LINK_SECRET of its own');
  return problems;
}

/** The secrets production checks: how long the part after a fixed prefix must be at least. */
const SECRETS = [
  { name: 'STRIPE_SECRET_KEY', prefix: /^(sk|rk)_(live|test)_/, minLength: 24 },
  { name: 'STRIPE_WEBHOOK_SECRET', prefix: /^whsec_/, minLength: 32 },
  { name: 'MAIL_LINK_SECRET', prefix: /^/, minLength: 32 },
] as const;
/** Words of .env.example's placeholders (and of the usual ones): never a real secret. */
const PLACEHOLDER = /replace[_-]?me|change[_-]?me|your[_-]|placeholder|example|secret[_-]?here/i;
/** A random string of 32 or more characters has far more distinct characters than this. */
const MIN_DISTINCT_CHARACTERS = 12;

/** In production every secret given must be a real one: not a placeholder, long and varied enough. */
function secretProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const { name, prefix, minLength } of SECRETS) {
    const value = env[name];
    if (!value || (name === 'MAIL_LINK_SECRET' && value === DEVELOPMENT_MAIL_LINK_SECRET)) continue;
    const random = value.replace(prefix, '');
    if (PLACEHOLDER.test(value))
      problems.push(`${name} is the placeholder of .env.example; set the real secret (in .env only)`);
    else if (random.length < minLength)
      problems.push(`${name} is too short to be a real secret (at least ${minLength} random characters)`);
    else if (new Set(random).size < MIN_DISTINCT_CHARACTERS)
      problems.push(`${name} is not random enough (generate it, e.g. openssl rand -base64 48)`);
  }
  return problems;
}

/** Exactly one payment gateway, chosen explicitly, and Stripe only with its webhook secret. */
function paymentGatewayProblems(env: Env): string[] {
  if (env.STRIPE_SECRET_KEY && env.PAYMENTS_SANDBOX)
    return ['Set either STRIPE_SECRET_KEY or PAYMENTS_SANDBOX=true, not both'];
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    return ['STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (without it no payment event can be verified)'];
  if (!env.STRIPE_SECRET_KEY && !env.PAYMENTS_SANDBOX) {
    return [
      'No payment gateway: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_SANDBOX=true for development (npm start does)',
    ];
  }
  return [];
}

export function corsOrigins(list: string): string[] {
  return list
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
