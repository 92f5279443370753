import { parseWithZod } from '@conform-to/zod/v4';
import { register } from '@foyer/core/accounts/register';
import { resendConfirmation } from '@foyer/core/accounts/resend-confirmation';
import { consentAnswers, emailFormSchema, registerFormSchema } from '../auth-schemas.ts';
import { authSource, type AuthRequest } from './auth-request.server.ts';
import { failure, invalid, respond } from './auth-respond.server.ts';
import { customConsents } from './register-data.server.ts';

const registerFields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

/** SPEC §2 registration: creates the account and mails the confirmation link (no sign-in yet). */
async function registerAccount(req: AuthRequest, form: FormData) {
  const consents = await customConsents(req.ctx, req.event.id, req.locale);
  const submission = parseWithZod(form, { schema: registerFormSchema(consents) });
  if (submission.status !== 'success') return invalid('register', submission);
  const v = submission.value;
  try {
    const { email } = await register(req.ctx, {
      email: v.email,
      password: v.password,
      password_confirmation: v.password_confirmation,
      first_name: v.first_name,
      last_name: v.last_name,
      consents: consentAnswers(consents, form),
      source: authSource,
      event_id: req.event.id,
      locale: req.locale,
    }, { ip: req.ip });
    return respond('register', { type: 'registered', email }, { js: req.js });
  } catch (err) {
    return failure('register', err, { submission, fields: registerFields, email: v.email });
  }
}

/** SPEC §4 "Email confirmation resend" (the confirmation dialog and the token-expired page). */
export async function resendIntent(req: AuthRequest, form: FormData) {
  const submission = parseWithZod(form, { schema: emailFormSchema });
  if (submission.status !== 'success') return invalid('resend', submission);
  const { email } = submission.value;
  try {
    await resendConfirmation(req.ctx, { email, event_id: req.event.id, source: authSource, locale: req.locale }, { ip: req.ip });
    return respond('resend', { type: 'resent', email }, { js: req.js, extra: { email } });
  } catch (err) {
    return failure('resend', err, { submission, email });
  }
}

export async function registerAction(req: AuthRequest) {
  const form = req.form!;
  return form.get('intent') === 'resend' ? resendIntent(req, form) : registerAccount(req, form);
}
