import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { signInWithApple, signInWithAppleInput } from '@foyer/core/accounts/social/sign-in-apple';
import { signInWithFacebook, signInWithFacebookInput } from '@foyer/core/accounts/social/sign-in-facebook';
import { signInWithGoogle, signInWithGoogleInput } from '@foyer/core/accounts/social/sign-in-google';
import type { ApiEnv } from './env.ts';
import { answers, AuthTokensBody, jsonBody, requestLocale, tokensOnly } from './auth-schemas.ts';
import { requestMeta } from './viewer.ts';

const tags = ['auth'];
const description =
  'A new account needs gdpr: true; without it the answer is auth.gdpr_consent_required and the client asks for the consent (SPEC §8).';

const googleRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/sign_in_google', tags, summary: 'Sign in with a Google ID token', description,
  request: jsonBody(signInWithGoogleInput), responses: answers(AuthTokensBody, 'Signed in'),
});
const appleRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/sign_in_apple', tags, summary: 'Sign in with an Apple ID token', description,
  request: jsonBody(signInWithAppleInput), responses: answers(AuthTokensBody, 'Signed in'),
});
const facebookRoute = createRoute({
  ...xAccess('public'),
  method: 'post', path: '/sign_in_facebook', tags, summary: 'Sign in with a Facebook user access token', description,
  request: jsonBody(signInWithFacebookInput), responses: answers(AuthTokensBody, 'Signed in'),
});

/** SPEC §7 sign_in_google / sign_in_apple / sign_in_facebook. */
export function registerSocialRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(googleRoute, async (c) => {
    const body = c.req.valid('json');
    const tokens = await signInWithGoogle(c.var.ctx, { ...body, locale: requestLocale(c, body.locale), device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
  app.openapi(appleRoute, async (c) => {
    const body = c.req.valid('json');
    const tokens = await signInWithApple(c.var.ctx, { ...body, locale: requestLocale(c, body.locale), device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
  app.openapi(facebookRoute, async (c) => {
    const body = c.req.valid('json');
    const tokens = await signInWithFacebook(c.var.ctx, { ...body, locale: requestLocale(c, body.locale), device_id: body.device_id ?? requestMeta(c).deviceId });
    return c.json(tokensOnly(tokens), 200);
  });
}
