import { data, redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import { errorStatus, isAppError } from '@foyer/core/errors';
import { addToSchedule } from '@foyer/core/agenda/add-to-schedule';
import { removeFromSchedule } from '@foyer/core/agenda/remove-from-schedule';
import { setReminder } from '@foyer/core/agenda/set-reminder';
import { rateSession } from '@foyer/core/agenda/rate-session';
import { getSessionDetails } from '@foyer/core/agenda/get-session-details';
import { loadComponent } from '../components/load-component.server';
import { componentScope } from '../components/component-scope.server';
import { asScreenResponse } from '../components/app-error-response.server';
import { safeRedirect } from '../access/safe-redirect.ts';
import { defineOutcomeQuery, readOutcome, withOutcome } from '../components/outcome-query.ts';
import { requireEventAccess, requireSignedIn } from '../../server/require-access.server.ts';
import { scheduleAccess } from './schedule-access.server.ts';
import { idFrom } from '@foyer/core/platform/input-vocabulary';

/** What the session page says after a form (`?saved=reminder|rate`; errors are answered as data). */
const savedOutcomes = defineOutcomeQuery('saved', ['reminder', 'rate'], null);

type Params = { slug?: string; componentId?: string; sessionId?: string };

/** The agenda component and the session id a `…/agenda_sessions/:sessionId…` URL names, else a 404. */
export async function agendaComponent(ctx: Ctx, request: Request, params: Params) {
  const loaded = await loadComponent(ctx, request, params);
  const sessionId = idFrom(params.sessionId);
  if (loaded.component.component_name !== 'agenda' || sessionId === null) {
    throw data({ code: 'component.not_found' }, { status: 404 });
  }
  return { ...loaded, sessionId };
}

/** `component/:componentId/agenda_sessions/:sessionId/details`: one session, for anyone who may read the agenda. */
export async function sessionDetailsLoader(ctx: Ctx, request: Request, params: Params) {
  const { event, component, sessionId } = await agendaComponent(ctx, request, params);
  return asScreenResponse(async () => {
    const scope = await componentScope(ctx, request, event, component.id, 'agenda');
    const session = await getSessionDetails(ctx, scope, sessionId);
    const url = new URL(request.url);
    return {
      component: { id: component.id, label: component.label },
      session,
      canSchedule: await scheduleAccess(ctx, scope.viewer, event.id),
      signedIn: scope.viewer !== null,
      notice: readOutcome(savedOutcomes, url.searchParams).notice,
    };
  });
}

export type SessionDetailsData = Awaited<ReturnType<typeof sessionDetailsLoader>>;

const intents = ['add', 'remove', 'reminder', 'rate'] as const;

/**
 * The schedule forms of the details screen and the agenda list post here (`intent`). Core checks
 * membership; the answer is a redirect back (to `redirectTo` when it is a path of this site).
 */
export async function sessionDetailsAction(ctx: Ctx, request: Request, params: Params) {
  const { event, sessionId } = await agendaComponent(ctx, request, params);
  await requireEventAccess(ctx, request, event);
  const viewer = await requireSignedIn(ctx, request, event);
  const form = await request.formData();
  const intent = intents.find((i) => i === form.get('intent'));
  if (!intent) throw data({ code: 'common.validation' }, { status: 422 });
  const here = new URL(request.url).pathname;
  const back = safeRedirect(form.get('redirectTo'), here);
  const input = { eventId: event.id, sessionId };
  try {
    if (intent === 'add') await addToSchedule(ctx, viewer, input);
    if (intent === 'remove') await removeFromSchedule(ctx, viewer, input);
    if (intent === 'reminder') {
      const raw = String(form.get('reminder_minutes') ?? '');
      await setReminder(ctx, viewer, { ...input, reminder_minutes: raw === '' ? null : (Number(raw) as 5) });
    }
    if (intent === 'rate') await rateSession(ctx, viewer, { ...input, rating: Number(form.get('rating')) });
  } catch (err) {
    if (isAppError(err)) return data({ intent, code: err.code }, { status: errorStatus[err.code] ?? 500 });
    throw err;
  }
  return redirect(intent === 'reminder' || intent === 'rate' ? withOutcome(savedOutcomes, new URL(back, 'http://x'), { notice: intent }) : back);
}

