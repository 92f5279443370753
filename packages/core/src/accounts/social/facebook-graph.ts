import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';

export interface FacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

const refuse = () => new AppError('auth.social_token_invalid', 'The sign-in could not be verified', 'token');

async function getJson(url: URL): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Graph API answered ${res.status}`);
  return res.json();
}

/**
 * Checks a Facebook user access token with the Graph API: debug_token (signed with our app
 * token) must say it is valid and was issued to our app, then /me gives the profile, which
 * must be the same user.
 */
export async function fetchFacebookUser(ctx: Pick<Ctx, 'config' | 'log'>, token: string): Promise<FacebookUser> {
  const { facebookGraphUrl, facebookAppId, facebookAppSecret } = ctx.config.social;
  if (!facebookAppId || !facebookAppSecret) {
    ctx.log.warn('Facebook sign-in is not configured (FACEBOOK_APP_ID / FACEBOOK_APP_SECRET)');
    throw new AppError('auth.social_token_invalid', 'Sign-in with this provider is not available', 'token');
  }
  const base = facebookGraphUrl.replace(/\/+$/, '');
  try {
    const debugUrl = new URL(`${base}/debug_token`);
    debugUrl.searchParams.set('input_token', token);
    debugUrl.searchParams.set('access_token', `${facebookAppId}|${facebookAppSecret}`);
    const debug = (await getJson(debugUrl)) as { data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown } };
    const data = debug.data;
    if (data?.is_valid !== true || String(data.app_id) !== facebookAppId) throw new Error('token is not valid for this app');

    const meUrl = new URL(`${base}/me`);
    meUrl.searchParams.set('fields', 'id,email,first_name,last_name');
    meUrl.searchParams.set('access_token', token);
    const me = (await getJson(meUrl)) as Partial<FacebookUser>;
    if (typeof me.id !== 'string' || !me.id || (data.user_id !== undefined && String(data.user_id) !== me.id)) {
      throw new Error('profile does not belong to the token');
    }
    return { id: me.id, email: me.email, first_name: me.first_name, last_name: me.last_name };
  } catch (err) {
    ctx.log.info({ provider: 'facebook', reason: err instanceof Error ? err.message : String(err) }, 'social token refused');
    throw refuse();
  }
}
