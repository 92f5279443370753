import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const csv = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Every environment variable Foyer reads. Parsed once at start-up by each entry point. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number (1-65535)' }).int().min(1, 'must be a port number (1-65535)').max(65535, 'must be a port number (1-65535)').default(3000),
  /** Loopback by default: a first `npm start` is reachable from this machine only (and may keep the payment sandbox). */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  /** Namespace for BullMQ queues and pub/sub channels, so installations (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i, 'letters, digits, dashes and underscores only').default('foyer'),
  MAIL_FROM: z.string().default('Foyer <no-reply@foyer.local>'),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  STORAGE_DIR: optional(z.string().min(1)),
  DEFAULT_EVENT_SLUG: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase slug').default('demo'),
  SEED_DEMO_WHEN_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Social sign-in: token checks go to these endpoints (tests run local fakes speaking the same protocol).
  GOOGLE_CLIENT_IDS: z.string().default('').transform(csv),
  GOOGLE_JWKS_URL: url(['https:', 'http:']).default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_IDS: z.string().default('').transform(csv),
  APPLE_JWKS_URL: url(['https:', 'http:']).default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_GRAPH_URL: url(['https:', 'http:']).default('https://graph.facebook.com'),
  FACEBOOK_APP_ID: optional(z.string().min(1)),
  FACEBOOK_APP_SECRET: optional(z.string().min(1)),
  // Calendar import (issue #18): Google Calendar OAuth 2 endpoints (tests point them at a local fake).
  GOOGLE_OAUTH_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_OAUTH_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_OAUTH_AUTH_URL: url(['https:', 'http:']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: url(['https:', 'http:']).default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: url(['https:', 'http:']).default('https://www.googleapis.com/calendar/v3'),
  /** Tests only: a calendar URL to import may be on loopback or a private network (a local fake). */
  CALENDAR_FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Show kept mail at /dev/mailbox even in production (end-to-end tests); always on in development. */
  FOYER_DEV_MAILBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Behind reverse proxies: take the client address from X-Forwarded-For (rate limits key on it).
   * `true` is one proxy; a number is how many proxies of yours a request passes (a CDN, then
   * nginx: 2), since each appends the address it was reached from.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => /^(true|false|[0-9])$/.test(v), 'must be true, false or the number of proxies in front of the server (0-9)')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  // Payment gateways (SPEC §9). A gateway is live when all its credentials are set; base URLs let
  // tests and the sandbox point the real client code at local fakes speaking the same protocol.
  PAYU_BASE_URL: url(['https:', 'http:']).default('https://secure.payu.com'),
  PAYU_POS_ID: optional(z.string().min(1)),
  PAYU_CLIENT_ID: optional(z.string().min(1)),
  PAYU_CLIENT_SECRET: optional(z.string().min(1)),
  PAYU_SECOND_KEY: optional(z.string().min(1)),
  P24_BASE_URL: url(['https:', 'http:']).default('https://secure.przelewy24.pl'),
  P24_MERCHANT_ID: optional(z.coerce.number({ error: 'must be a number' }).int().positive()),
  P24_POS_ID: optional(z.coerce.number({ error: 'must be a number' }).int().positive()),
  P24_API_KEY: optional(z.string().min(1)),
  P24_CRC: optional(z.string().min(1)),
  BLUEMEDIA_BASE_URL: url(['https:', 'http:']).default('https://pay.bm.pl'),
  BLUEMEDIA_SERVICE_ID: optional(z.string().regex(/^\d+$/, 'must be digits')),
  BLUEMEDIA_SHARED_KEY: optional(z.string().min(1)),
  STRIPE_API_BASE: url(['https:', 'http:']).default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: optional(z.string().min(1)),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().min(1)),
  /**
   * auto: gateways without credentials use the built-in sandbox fakes (served under /sandbox/*)
   * outside production. true forces the sandbox; production refuses it.
   */
  PAYMENTS_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  /** How long an unpaid order holds its stock before it expires. */
  PAYMENT_HOLD_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(10080).default(30),
  /** EU VIES REST API (VAT number checks). */
  VIES_BASE_URL: url(['https:', 'http:']).default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;
