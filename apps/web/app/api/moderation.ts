import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { listAccesses, openModeration } from '@foyer/core/moderation/moderation-scope';
import { cancelExhibitorUpdate, exhibitorTranslations, getExhibitorUpdate, listExhibitorUpdates, submitExhibitorUpdate } from '@foyer/core/moderation/exhibitor-updates';
import { cancelSpeakerUpdate, listSpeakerUpdates, submitSpeakerUpdate } from '@foyer/core/moderation/speaker-updates';
import { listReviewQueue } from '@foyer/core/moderation/review-queue';
import { acceptUpdate, rejectUpdate } from '@foyer/core/moderation/review-decide';
import { xAccess } from './access-levels.ts';
import { jsonBody, ok, StatusOkBody } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { optionalViewer } from './viewer.ts';
import {
  DecisionBody, ExhibitorParams, ExhibitorTranslations, ExhibitorUpdateParams, ExhibitorUpdateRecord, ModeratorAccesses, ModeratorParams, RejectBody,
  ReviewParams, ReviewQueue, SpeakerParams, SpeakerUpdateParams, SpeakerUpdateRecord, SubmitExhibitorUpdateBody, SubmitSpeakerUpdateBody,
} from './moderation-schemas.ts';

const tags = ['moderation'];
const SCOPE =
  ' Only the exhibitor’s (speaker’s) own moderators (SPEC §6: exhibitor_moderators / speaker_moderators): guests 401, an id not of this ' +
  'event (or component) 404, signed-in users who moderate nothing in the event 403 moderation.not_moderator, a moderator of another exhibitor 404 moderation.exhibitor_not_found.';
const ex = '/events/{eventId}/components/{componentId}/exhibitor/{exhibitorId}';
const sp = '/events/{eventId}/components/{componentId}/speaker/{speakerId}';

const accesses = createRoute({
  ...xAccess('moderator'), method: 'get', path: '/events/{eventId}/moderator/accesses', tags,
  summary: 'The caller’s exhibitors and speakers in the event (SPEC §7 Moderators)',
  description: 'Having any of them grants the manage area (SPEC §6). 403 moderation.not_moderator for anyone else.',
  request: { params: ModeratorParams }, responses: ok(ModeratorAccesses, 'Exhibitors by name, speakers by last name'),
});
const listEx = createRoute({
  ...xAccess('moderated'), method: 'get', path: `${ex}/updates`, tags, summary: 'The caller’s exhibitor’s updates, newest first',
  description: 'SPEC §4: pending, accepted or rejected (with rejection_note and created_at); canceled ones are left out.' + SCOPE,
  request: { params: ExhibitorParams }, responses: ok(z.object({ exhibitor_updates: z.array(ExhibitorUpdateRecord) }), 'The updates'),
});
const submitEx = createRoute({
  ...xAccess('moderated'), method: 'post', path: `${ex}/updates`, tags, summary: 'Propose a new booth profile for review',
  description:
    'Every exhibitor form field of SPEC §3 in `updated_exhibitor` (the whole profile, not a patch), with `extra_note` for the reviewer. ' +
    'The logo is checked to be 1:1 and the banner 19:10 by their real pixel size, both .jpg or .png (422 moderation.image_ratio / image_format). ' +
    'Stored as pending; the organizer accepts or rejects it in the admin panel.' + SCOPE,
  request: { params: ExhibitorParams, ...jsonBody(SubmitExhibitorUpdateBody) }, responses: ok(ExhibitorUpdateRecord, 'The pending update'),
});
const getEx = createRoute({
  ...xAccess('moderated'), method: 'get', path: `${ex}/update/{updateId}`, tags, summary: 'One update of the caller’s exhibitor',
  description: '404 moderation.update_not_found for a canceled or unknown update.' + SCOPE,
  request: { params: ExhibitorUpdateParams }, responses: ok(ExhibitorUpdateRecord, 'The update'),
});
const cancelEx = createRoute({
  ...xAccess('moderated'), method: 'delete', path: `${ex}/update/{updateId}`, tags, summary: 'Withdraw a pending update (it becomes canceled and hidden)',
  description: '409 moderation.not_pending once the organizer decided. SPEC §8: a client only logs a failure here.' + SCOPE,
  request: { params: ExhibitorUpdateParams }, responses: ok(StatusOkBody, 'Canceled'),
});
const translationsEx = createRoute({
  ...xAccess('moderated'), method: 'get', path: `${ex}/translations`, tags, summary: 'The exhibitor’s name, scope and description per locale',
  description: 'What the form’s per-locale tabs start from.' + SCOPE,
  request: { params: ExhibitorParams }, responses: ok(ExhibitorTranslations, 'One entry per translated locale'),
});
const listSp = createRoute({
  ...xAccess('moderated'), method: 'get', path: `${sp}/updates`, tags, summary: 'The caller’s speaker’s profile updates, newest first',
  description: 'As the exhibitor updates; canceled ones are left out.' + SCOPE,
  request: { params: SpeakerParams }, responses: ok(z.object({ speaker_updates: z.array(SpeakerUpdateRecord) }), 'The updates'),
});
const submitSp = createRoute({
  ...xAccess('moderated'), method: 'post', path: `${sp}/updates`, tags, summary: 'Propose a new speaker profile for review',
  description: 'The SPEC §3 speaker fields with position and description per locale; the picture is square, .jpg or .png.' + SCOPE,
  request: { params: SpeakerParams, ...jsonBody(SubmitSpeakerUpdateBody) }, responses: ok(SpeakerUpdateRecord, 'The pending update'),
});
const cancelSp = createRoute({
  ...xAccess('moderated'), method: 'delete', path: `${sp}/update/{updateId}`, tags, summary: 'Withdraw a pending speaker update',
  description: '409 moderation.not_pending once decided.' + SCOPE,
  request: { params: SpeakerUpdateParams }, responses: ok(StatusOkBody, 'Canceled'),
});
const queue = createRoute({
  ...xAccess('admin'), method: 'get', path: '/events/{eventId}/moderation/reviews', tags, summary: 'Pending exhibitor and speaker updates with their diff, oldest first',
  description: 'Each with the public value and the proposed one per field and per locale.',
  request: { params: ModeratorParams }, responses: ok(ReviewQueue, 'The queue'),
});
const accept = createRoute({
  ...xAccess('admin'), method: 'post', path: '/events/{eventId}/moderation/reviews/{kind}/{updateId}/accept', tags, summary: 'Accept: the proposal becomes the public profile',
  description: 'Every field and translation in one transaction, under a lock of the update: of two organizers accepting at once one succeeds, the other gets 409 moderation.not_pending. The moderator is notified.',
  request: { params: ReviewParams }, responses: ok(DecisionBody, 'Accepted'),
});
const reject = createRoute({
  ...xAccess('admin'), method: 'post', path: '/events/{eventId}/moderation/reviews/{kind}/{updateId}/reject', tags, summary: 'Reject with a note the moderator reads',
  description: '422 moderation.rejection_note_required without a note; 409 moderation.not_pending once decided. The moderator is notified.',
  request: { params: ReviewParams, ...jsonBody(RejectBody) }, responses: ok(DecisionBody, 'Rejected'),
});

/** The authorization lives in core (openModeration / requireEventAdmin); routes pass who and which event. */
async function scopeOf(c: Context<ApiEnv>, eventId: number) {
  return openModeration(c.var.ctx, await optionalViewer(c), eventId, { requireAny: false });
}

/** SPEC §7 Moderators and exhibitor updates; the organizer's review (DESIGN: admin panel). */
export function moderationApi() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openapi(accesses, async (c) => c.json(await listAccesses(c.var.ctx, await openModeration(c.var.ctx, await optionalViewer(c), c.req.valid('param').eventId)), 200));
  app.openapi(listEx, async (c) => {
    const p = c.req.valid('param');
    return c.json({ exhibitor_updates: await listExhibitorUpdates(c.var.ctx, await scopeOf(c, p.eventId), p.exhibitorId, p.componentId) }, 200);
  });
  app.openapi(submitEx, async (c) => {
    const p = c.req.valid('param');
    const s = await scopeOf(c, p.eventId);
    return c.json(await submitExhibitorUpdate(c.var.ctx, s, p.exhibitorId, c.req.valid('json'), p.componentId), 200);
  });
  app.openapi(getEx, async (c) => {
    const p = c.req.valid('param');
    return c.json(await getExhibitorUpdate(c.var.ctx, await scopeOf(c, p.eventId), p.exhibitorId, p.updateId, p.componentId), 200);
  });
  app.openapi(cancelEx, async (c) => {
    const p = c.req.valid('param');
    return c.json(await cancelExhibitorUpdate(c.var.ctx, await scopeOf(c, p.eventId), p.exhibitorId, p.updateId, p.componentId), 200);
  });
  app.openapi(translationsEx, async (c) => {
    const p = c.req.valid('param');
    return c.json({ translations: await exhibitorTranslations(c.var.ctx, await scopeOf(c, p.eventId), p.exhibitorId, p.componentId) }, 200);
  });
  app.openapi(listSp, async (c) => {
    const p = c.req.valid('param');
    return c.json({ speaker_updates: await listSpeakerUpdates(c.var.ctx, await scopeOf(c, p.eventId), p.speakerId, p.componentId) }, 200);
  });
  app.openapi(submitSp, async (c) => {
    const p = c.req.valid('param');
    const s = await scopeOf(c, p.eventId);
    return c.json(await submitSpeakerUpdate(c.var.ctx, s, p.speakerId, c.req.valid('json'), p.componentId), 200);
  });
  app.openapi(cancelSp, async (c) => {
    const p = c.req.valid('param');
    return c.json(await cancelSpeakerUpdate(c.var.ctx, await scopeOf(c, p.eventId), p.speakerId, p.updateId, p.componentId), 200);
  });
  app.openapi(queue, async (c) => c.json({ reviews: await listReviewQueue(c.var.ctx, await optionalViewer(c), c.req.valid('param').eventId) }, 200));
  app.openapi(accept, async (c) => {
    const p = c.req.valid('param');
    return c.json(await acceptUpdate(c.var.ctx, await optionalViewer(c), p.eventId, p.kind, p.updateId), 200);
  });
  app.openapi(reject, async (c) => {
    const p = c.req.valid('param');
    return c.json(await rejectUpdate(c.var.ctx, await optionalViewer(c), p.eventId, p.kind, p.updateId, c.req.valid('json')), 200);
  });
  return app;
}
