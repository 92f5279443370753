import type { Env } from './env-schema.ts';

/**
 * A deployment is production on an external database (DESIGN "Configuration"): it must be
 * configured on purpose. `npm start` on the embedded database is production mode but not a
 * deployment, so a newcomer's first start needs no variables.
 */
export function isDeployment(env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
}
