import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import { getCurrentUser } from '@foyer/core/profile/get-current-user';
import { changeEmail, changeEmailInput } from '@foyer/core/profile/change-email';
import { deleteUser } from '@foyer/core/accounts/delete-user';
import { findUserById } from '@foyer/core/accounts/find-user';
import { isAppError } from '@foyer/core/errors';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { signOutCookie } from '../../session/web-session.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { appErrorReply } from '../access/app-error-reply.server.ts';
import { countryOptions } from './country-options.server.ts';
import { emailChangeOutcome, handleEmailChangeLink } from './email-change-link.server.ts';
import { emptiedFields, profileForm } from './profile-schema.ts';
import { profileFieldMap, saveProfile } from './save-profile.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';
import { withOutcome } from '../components/outcome-query.ts';
import { profileOutcomes } from './profile-outcomes.ts';

/** The profile screens sit in the attendee area: its gates first, then a signed-in user. */
export async function profileScreen(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  await handleEmailChangeLink(ctx, request, basePath);
  await requireEventAccess(ctx, request, event);
  const viewer = await requireSignedIn(ctx, request, event);
  return { event, basePath, viewer };
}

export async function profileEditLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await profileScreen(ctx, request, slug);
  const locale = await eventLocale(ctx, request, event);
  return {
    user: await getCurrentUser(ctx, viewer),
    // Deleting the account asks for the password, or the e-mail address when there is none.
    hasPassword: Boolean((await findUserById(ctx.db, viewer.id))?.password_hash),
    countries: countryOptions(locale),
    emailChange: emailChangeOutcome(request),
  };
}

export type ProfileEditIntent = 'save' | 'change-email' | 'delete-account';

/** Three forms post here, told apart by their submit button's `intent`. */
export async function profileEditAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { basePath, viewer } = await profileScreen(ctx, request, slug);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? 'save') as ProfileEditIntent;

  if (intent === 'delete-account') {
    const field = (name: string) => {
      const v = formData.get(name);
      return typeof v === 'string' ? v : undefined;
    };
    try {
      await deleteUser(ctx, viewer, { current_password: field('current_password'), email: field('email') });
    } catch (err) {
      if (!isAppError(err)) throw err;
      // The dialog stays open with the reason beside its one field; nothing was deleted.
      return data({ intent, result: undefined, sentTo: null, deleteError: err.code }, { status: err.status });
    }
    const { setCookie } = await signOutCookie(ctx, request);
    throw redirect(basePath || '/', { headers: { 'Set-Cookie': setCookie } });
  }

  if (intent === 'change-email') {
    const submission = parseWithZod(formData, { schema: changeEmailInput });
    if (submission.status !== 'success') return data({ intent, result: submission.reply({ hideFields: ['current_password'] }), sentTo: null }, { status: 422 });
    try {
      await changeEmail(ctx, viewer, submission.value);
    } catch (err) {
      if (!isAppError(err)) throw err;
      const { reply, status } = appErrorReply(submission, err, { hideFields: ['current_password'] });
      return data({ intent, result: reply, sentTo: null }, { status });
    }
    return { intent, result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
  }

  const submission = parseWithZod(formData, { schema: profileForm });
  if (submission.status !== 'success') return data({ intent, result: submission.reply(), sentTo: null }, { status: 422 });
  const { photo, ...fields } = submission.value;
  try {
    await saveProfile(ctx, viewer, photo, {
      ...fields,
      ...emptiedFields(formData),
      show_contact_details: formData.get('show_contact_details') === 'on',
    });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const { reply, status } = appErrorReply(submission, err, { fieldMap: profileFieldMap });
    return data({ intent, result: reply, sentTo: null }, { status });
  }
  throw redirect(withOutcome(profileOutcomes, new URL(`${basePath}/profile`, 'http://x'), { notice: 'profile' }));
}
