import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Ctx } from '@foyer/core/context';
import { checkAccessCode } from '@foyer/core/access/check-access-code';
import { getEventAccess } from '@foyer/core/access/get-event-access';
import { appErrorReply } from './app-error-reply.server.ts';
import { accessCodeForm } from './access-code-schema.ts';
import { clearAccessCode, readAccessCode, storeAccessCode } from '../../session/access-code-cookie.server.ts';
import { clientIp } from '../../server/client-ip.server.ts';
import { routeEvent } from './route-event.server.ts';
import { safeRedirect } from './safe-redirect.ts';

function target(request: Request, basePath: string, redirectTo?: FormDataEntryValue | null) {
  const fallback = basePath || '/';
  return safeRedirect(redirectTo ?? new URL(request.url).searchParams.get('redirectTo'), fallback);
}

/** Nothing to enter when the event has no code or the stored one still opens it. */
export async function accessCodeLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  if (!event.access_code_on) throw redirect(target(request, basePath));
  const stored = await readAccessCode(ctx, request, event.id);
  if (stored) {
    const access = await getEventAccess(ctx, event, null, { accessCode: stored, ip: clientIp(request) });
    if (access.code_valid) throw redirect(target(request, basePath));
  }
  return { redirectTo: new URL(request.url).searchParams.get('redirectTo') };
}

/** SPEC §4: a code that passes is stored (httpOnly cookie); a failed check clears it. */
export async function accessCodeAction(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, basePath } = await routeEvent(ctx, request, slug);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: accessCodeForm });
  if (submission.status !== 'success') return data(submission.reply(), { status: 422 });
  try {
    await checkAccessCode(ctx, event.id, submission.value.code, { ip: clientIp(request) });
  } catch (err) {
    const { reply, status } = appErrorReply(submission, err, { fallbackField: 'code' });
    return data(reply, { status, headers: { 'Set-Cookie': await clearAccessCode(ctx, event.id) } });
  }
  throw redirect(target(request, basePath, formData.get('redirectTo')), {
    headers: { 'Set-Cookie': await storeAccessCode(ctx, event.id, submission.value.code) },
  });
}
