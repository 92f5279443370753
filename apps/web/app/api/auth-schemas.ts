import type { Context } from 'hono';
import type { Hook } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { negotiateLocale } from '@foyer/i18n';
import { accountMessageKeys } from '@foyer/core/accounts/account-fields';
import { issueCode } from '@foyer/core/accounts/parse-input';
import { notSignedIn, refuseGuestFirst } from './sign-in-first.ts';
import type { ApiEnv } from './env.ts';
import { errorBody, validationItems } from './errors.ts';
import { ErrorEnvelope } from './schemas.ts';

/** SPEC §3 "Auth token set", exactly these three fields. */
export const AuthTokensBody = z
  .object({
    jwt_token: z.string(),
    refresh_token: z.string(),
    expiration_date: z.string().openapi({ description: 'When jwt_token expires (ISO 8601)' }),
  })
  .openapi('AuthTokens');

export const StatusOk = z.object({ status: z.literal('ok') }).openapi('StatusOk');

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });

/** The answers every auth call may give besides its 200. */
export const authErrorResponses = {
  401: errorResponse('Wrong credentials, or an invalid, expired or reused token'),
  403: errorResponse('E-mail not confirmed, or not allowed'),
  404: errorResponse('Account or event not found'),
  422: errorResponse('Invalid input; the field is named'),
  429: errorResponse('Too many attempts (common.rate_limited)'),
} as const;

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const answers = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...authErrorResponses,
});

/**
 * Like the app's defaultHook (422 naming the field), but keeps the specific codes the account
 * rules carry (auth.password_too_short, auth.passwords_not_matching), so the client can react.
 */
export const authValidationHook: Hook<unknown, ApiEnv, string, unknown> = async (result, c) => {
  if (result.success) return undefined;
  if (await refuseGuestFirst(c)) return notSignedIn(c);
  const generic = errorBody(validationItems(result.error, c.var.t), c.var.t).errors;
  const errors = result.error.issues.map((issue, i) => {
    // SPEC §5's own messages ('Invalid email address', …) in the caller's language.
    const key = accountMessageKeys[issue.message];
    const message = key ? c.var.t(`accounts:${key}`, { defaultValue: issue.message }) : generic[i]!.message;
    return { ...generic[i]!, code: issueCode(issue), message };
  });
  return c.json({ errors }, 422);
};

/** The language of the request, for e-mails to accounts that have not chosen one yet. */
export function requestLocale(c: Context<ApiEnv>, explicit?: string | null): string | null {
  if (explicit) return explicit;
  const header = c.req.header('accept-language');
  return header ? negotiateLocale({ acceptLanguage: header }) : null;
}

/** Only the three token fields, whatever else a service returned. */
export const tokensOnly = (t: { jwt_token: string; refresh_token: string; expiration_date: string }) => ({
  jwt_token: t.jwt_token,
  refresh_token: t.refresh_token,
  expiration_date: t.expiration_date,
});
