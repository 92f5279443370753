import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { envSchema, type Env } from './env-schema.ts';
import { isDeployment } from './deployment.ts';
import { newSandboxCredentials, PaymentConfigError, resolvePaymentConfig, type PaymentConfig, type SandboxCredentials } from './payment-config.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface AppConfig extends Env {
  dataDir: string;
  storageDir: string;
  publicUrl: string;
  sessionSecret: string;
  jwtSecret: string;
  payments: PaymentConfig;
}

/** Names every bad variable in one message, e.g. `PORT: expected number, received "abc"`. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * What a deployment must set on purpose, one line each so the operator fixes them in one go:
 * secrets (generated ones would differ between web processes behind a load balancer) and mail
 * (nobody could ever confirm an address), unless FOYER_DEV_MAILBOX=true says on purpose that mail
 * is read at /dev/mailbox (staging, tests).
 */
function requireDeploymentSettings(env: Env) {
  if (!isDeployment(env)) return;
  const missing = (['SESSION_SECRET', 'JWT_SECRET'] as const).filter((k) => !env[k]).map((k) => `  ${k}: required in production`);
  if (!env.SMTP_URL && !env.FOYER_DEV_MAILBOX) {
    missing.push(
      '  SMTP_URL: required in production (e.g. smtp://user:pass@mail.example.com:587): without it no confirmation, magic link or ticket e-mail reaches anyone; set FOYER_DEV_MAILBOX=true to keep mail at /dev/mailbox instead',
    );
  }
  if (missing.length) throw new ConfigError(`Invalid environment configuration:\n${missing.join('\n')}`);
}

/**
 * Development secrets are generated once and kept under DATA_DIR so sessions survive restarts
 * (a deployment sets them: requireDeploymentSettings).
 */
function secretsFor(env: Env, dataDir: string): { sessionSecret: string; jwtSecret: string } {
  const file = join(dataDir, 'secrets.json');
  let stored: { sessionSecret?: string; jwtSecret?: string } = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  const next = {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(32).toString('base64url'),
  };
  if (!env.SESSION_SECRET || !env.JWT_SECRET) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...stored, ...next }, null, 2), { mode: 0o600 });
  }
  return next;
}

/**
 * This installation's sandbox credentials, made on first use and kept under DATA_DIR (mode 0600)
 * so the web process, `npm run worker` and the CLI agree, and nobody else knows them.
 */
function sandboxCredentialsFor(dataDir: string): SandboxCredentials {
  const file = join(dataDir, 'sandbox-credentials.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxCredentials>;
    if (stored.payu && stored.p24 && stored.bluemedia && stored.stripe) return stored as SandboxCredentials;
  }
  const made = newSandboxCredentials((bytes) => randomBytes(bytes).toString('hex'));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseEnv(env);
  requireDeploymentSettings(parsed);
  const dataDir = resolve(parsed.DATA_DIR);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  let payments: PaymentConfig;
  try {
    payments = resolvePaymentConfig(parsed, `${publicUrl.replace(/\/$/, '')}/sandbox`, () => sandboxCredentialsFor(dataDir));
  } catch (err) {
    if (err instanceof PaymentConfigError) throw new ConfigError(`Invalid environment configuration:\n  ${err.message}`);
    throw err;
  }
  return {
    ...parsed,
    dataDir,
    storageDir: resolve(parsed.STORAGE_DIR ?? join(dataDir, 'uploads')),
    publicUrl,
    payments,
    ...secretsFor(parsed, dataDir),
  };
}
