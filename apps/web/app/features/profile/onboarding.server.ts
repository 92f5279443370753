import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { isAppError } from '@foyer/core/errors';
import { getCurrentUser } from '@foyer/core/profile/get-current-user';
import { listSpecificFieldsForUser } from '@foyer/core/access/list-specific-fields';
import { updateUserSpecific } from '@foyer/core/access/update-user-specific';
import { requireSignedIn } from '../../server/require-access.server.ts';
import { routeEvent } from '../access/route-event.server.ts';
import { appErrorReply } from '../access/app-error-reply.server.ts';
import { safeRedirect } from '../access/safe-redirect.ts';
import { countryOptions } from './country-options.server.ts';
import { parseStep, stepHref } from './onboarding-steps.ts';
import { basicsForm, emptiedFields } from './profile-schema.ts';
import { profileFieldMap, saveProfile } from './save-profile.server.ts';
import { requiredFieldsMissing, specificFieldsForm, specificFieldsPayload } from './specific-fields-schema.ts';
import { eventLocale } from '../../server/request-event.server.ts';

async function onboardingContext(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const viewer = await requireSignedIn(ctx, request, event);
  const params = new URL(request.url).searchParams;
  const rawRedirect = params.get('redirectTo');
  const redirectTo = rawRedirect ? safeRedirect(rawRedirect, '') || null : null;
  return { event, basePath, viewer, step: parseStep(params.get('step')), redirectTo };
}

/** Only members have extra fields to fill (the service refuses anyone else); asked in the page's language. */
async function fieldsOf(ctx: Ctx, request: Request, viewer: Viewer, event: NonNullable<Parameters<typeof eventLocale>[2]>) {
  try {
    return await listSpecificFieldsForUser(ctx, viewer, event.id, await eventLocale(ctx, request, event));
  } catch (err) {
    if (isAppError(err) && err.status === 403) return [];
    throw err;
  }
}

export async function onboardingLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath, viewer, step, redirectTo } = await onboardingContext(ctx, request, slug);
  const base = { step, redirectTo, finishHref: redirectTo ?? (basePath || '/') };
  if (step === 'profile') {
    const [user, locale] = await Promise.all([getCurrentUser(ctx, viewer), eventLocale(ctx, request, event)]);
    return { ...base, user, countries: countryOptions(locale), fields: [], cancellable: true };
  }
  if (step === 'fields') {
    const fields = await fieldsOf(ctx, request, viewer, event);
    // An event without extra fields has nothing to ask at this step.
    if (fields.length === 0) throw redirect(stepHref(basePath, 'done', redirectTo));
    return { ...base, user: null, countries: [], fields, cancellable: !requiredFieldsMissing(fields) };
  }
  return { ...base, user: null, countries: [], fields: [], cancellable: true };
}

export async function onboardingAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath, viewer, step, redirectTo } = await onboardingContext(ctx, request, slug);
  const formData = await request.formData();
  if (step === 'profile') {
    const submission = parseWithZod(formData, { schema: basicsForm });
    if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
    const { photo, ...fields } = submission.value;
    try {
      // PUT current_user takes the names too: they stay as they are.
      const { first_name, last_name } = await getCurrentUser(ctx, viewer);
      await saveProfile(ctx, viewer, photo, { first_name, last_name, ...fields, ...emptiedFields(formData, ['position', 'company', 'country']) });
    } catch (err) {
      const { reply, status } = appErrorReply(submission, err, { fieldMap: profileFieldMap });
      return data(reply, { status });
    }
    throw redirect(stepHref(basePath, 'fields', redirectTo));
  }
  if (step === 'fields') {
    const fields = await fieldsOf(ctx, request, viewer, event);
    const submission = parseWithZod(formData, { schema: specificFieldsForm(fields) });
    if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
    try {
      await updateUserSpecific(ctx, viewer, event.id, specificFieldsPayload(fields, submission.value));
    } catch (err) {
      const { reply, status } = appErrorReply(submission, err);
      return data(reply, { status });
    }
    throw redirect(stepHref(basePath, 'done', redirectTo));
  }
  throw redirect(stepHref(basePath, step, redirectTo));
}
