import { parseWithZod } from '@conform-to/zod/v4';
import { forgotPassword } from '@foyer/core/accounts/forgot-password';
import { resetPassword } from '@foyer/core/accounts/reset-password';
import { emailFormSchema, resetPasswordFormSchema } from '../auth-schemas.ts';
import { authSource, type AuthRequest } from './auth-request.server.ts';
import { failure, invalid, respond } from './auth-respond.server.ts';
import { finishSignIn } from './sign-in.server.ts';

/** SPEC §2 password reminder: the same answer for known and unknown addresses. */
export async function forgotPasswordAction(req: AuthRequest) {
  const submission = parseWithZod(req.form!, { schema: emailFormSchema });
  if (submission.status !== 'success') return invalid('forgot-password', submission);
  const { email } = submission.value;
  try {
    await forgotPassword(req.ctx, { email, event_id: req.event.id, source: authSource, locale: req.locale }, { ip: req.ip });
    return respond('forgot-password', { type: 'reset-mail-sent' }, { js: req.js, extra: { email } });
  } catch (err) {
    return failure('forgot-password', err, { submission, fields: ['email'], email });
  }
}

/** The reset link's form: a new password, then signed in and on to the event (SPEC §2). */
export async function resetPasswordAction(req: AuthRequest) {
  const submission = parseWithZod(req.form!, { schema: resetPasswordFormSchema });
  if (submission.status !== 'success') return invalid('reset-password', submission);
  const { token, password, password_confirmation } = submission.value;
  try {
    const tokens = await resetPassword(req.ctx, { token, password, password_confirmation });
    return await finishSignIn(req, 'reset-password', tokens);
  } catch (err) {
    return failure('reset-password', err, { submission, fields: ['password', 'password_confirmation'] });
  }
}
