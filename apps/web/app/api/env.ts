import type { Ctx } from '@foyer/core/context';
import type { i18n } from 'i18next';

/** Variables every API handler can read from `c.var`. */
export interface ApiEnv {
  Variables: {
    ctx: Ctx;
    t: i18n['t'];
    /** Whether the matched operation admits signed-in callers only (sign-in-first.ts). */
    needsSignIn: (c: { req: { method: string; routePath: string } }) => boolean;
  };
}
