import { OpenAPIHono } from '@hono/zod-openapi';
import { readJsonBody } from './read-json-body.ts';
import { refuseNonText } from './refuse-non-text.ts';
import type { Ctx } from '@foyer/core/context';
import type { ApiEnv } from './env.ts';
import { errorBody, respondWithError, validationItems } from './errors.ts';
import { authApi } from './auth.ts';
import { eventsApi } from './events.ts';
import { consentsApi } from './consents.ts';
import { accessApi } from './access.ts';
import { joinRequestsApi } from './join-requests.ts';
import { discountCodesApi } from './discount-codes.ts';
import { specificFieldsApi } from './specific-fields.ts';
import { checkInApi } from './check-in.ts';
import { invoiceImportsApi } from './invoice-imports.ts';
import { profileApi } from './profile.ts';
import { attachmentsApi } from './attachments.ts';
import { peopleApi } from './people.ts';
import { componentAccessApi } from './component-access.ts';
import { notificationsApi } from './notifications.ts';
import { contentApi } from './content.ts';
import { feedWallApi } from './feed-wall.ts';
import { friendsApi } from './friends.ts';
import { gamesApi } from './games.ts';
import { availabilityApi } from './availability.ts';
import { businessMatchingApi } from './business-matching.ts';
import { inboxApi } from './inbox.ts';
import { quizzesApi } from './quizzes.ts';
import { treasureHuntApi } from './treasure-hunt.ts';
import { discussionApi } from './discussion.ts';
import { ticketsApi } from './tickets.ts';
import { paymentsApi } from './payments.ts';
import { documentsApi } from './documents.ts';
import { agendaApi } from './agenda.ts';
import { dashboardApi } from './dashboard.ts';
import { realtimeApi } from './realtime.ts';
import { venuesApi } from './venues.ts';
import { landingBuilderApi } from './landing-builder.ts';
import { moderationApi } from './moderation.ts';
import { apiT } from './request-i18n.ts';
import { docsPage } from './docs-page.ts';
import { accessLevelsDoc } from './access-levels.ts';
import { notSignedIn, refuseGuestFirst, signInRequirements } from './sign-in-first.ts';

export const openApiInfo = {
  openapi: '3.1.0',
  info: { title: 'Foyer API', version: '1.0.0', description: `Main API of Foyer (SPEC §7). Errors use one envelope: {"errors":[{"code","message","field"}]}. ${accessLevelsDoc}` },
} as const;

/** The JSON API mounted at /api/v1: one sub-app per capability. */
export function createApi(ctx: Ctx) {
  const api = new OpenAPIHono<ApiEnv>({
    // zod failures become 422s that name the field, in the caller's language.
    defaultHook: async (result, c) => {
      if (!result.success) {
        if (await refuseGuestFirst(c)) return notSignedIn(c);
        return c.json(errorBody(validationItems(result.error, c.var.t), c.var.t), 422);
      }
      return undefined;
    },
  });
  // Filled once every route is registered (below); the hooks read it per request.
  let needsSignIn: ApiEnv['Variables']['needsSignIn'] = () => false;
  api.use('*', async (c, next) => {
    c.set('ctx', ctx);
    c.set('t', apiT(c.req.header('accept-language')));
    c.set('needsSignIn', needsSignIn);
    await next();
  });
  api.use('*', readJsonBody);
  api.use('*', refuseNonText);
  api.onError((err, c) => respondWithError(c, err, c.var.t, ctx.log));
  api.notFound((c) => c.json(errorBody([{ code: 'common.not_found', message: 'Not found' }], c.var.t), 404));

  api.route('/', eventsApi());
  api.route('/consents', consentsApi());
  api.route('/', accessApi());
  api.route('/', joinRequestsApi());
  api.route('/', discountCodesApi());
  api.route('/', specificFieldsApi());
  api.route('/', checkInApi());
  api.route('/', invoiceImportsApi());
  api.route('/', profileApi());
  api.route('/', attachmentsApi());
  api.route('/', peopleApi());
  api.route('/', componentAccessApi());
  api.route('/', notificationsApi());
  api.route('/', contentApi());
  api.route('/', feedWallApi());
  api.route('/', friendsApi());
  api.route('/', gamesApi());
  api.route('/', availabilityApi());
  api.route('/', businessMatchingApi());
  api.route('/', inboxApi());
  api.route('/', quizzesApi());
  api.route('/', treasureHuntApi());
  api.route('/', discussionApi());
  api.route('/', ticketsApi());
  api.route('/', paymentsApi());
  api.route('/', documentsApi());
  api.route('/', agendaApi());
  api.route('/', dashboardApi());
  api.route('/', realtimeApi());
  api.route('/', venuesApi());
  api.route('/', landingBuilderApi());
  api.route('/', moderationApi());
  api.route('/auth', authApi());

  needsSignIn = signInRequirements(api);
  api.doc31('/openapi.json', openApiInfo);
  return api;
}

export { docsPage };
