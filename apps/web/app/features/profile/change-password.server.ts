import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import { changePassword, changePasswordInput } from '@foyer/core/accounts/change-password';
import { isAppError } from '@foyer/core/errors';
import { appErrorReply } from '../access/app-error-reply.server.ts';
import { profileScreen } from './profile-edit.server.ts';

const passwordFields = ['current_password', 'password', 'password_confirmation'];

/** SPEC §5: current_password, password and password_confirmation; passwords never echo back. */
export async function changePasswordAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { viewer } = await profileScreen(ctx, request, slug);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordInput });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: passwordFields }), done: false }, { status: 422 });
  }
  try {
    await changePassword(ctx, viewer, submission.value);
  } catch (err) {
    if (!isAppError(err)) throw err;
    const { reply, status } = appErrorReply(submission, err, { hideFields: passwordFields });
    return data({ result: reply, done: false }, { status });
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}
