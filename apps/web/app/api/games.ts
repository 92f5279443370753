import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@foyer/core/errors';
import { coercedId } from '@foyer/core/platform/input-vocabulary';
import { openGames } from '@foyer/core/qr-scan/scan-scope';
import { scanCode, scanPerson } from '@foyer/core/qr-scan/scan-person';
import { listConversations, myScanCode } from '@foyer/core/qr-scan/conversations';
import { boothFrame, frameInput, openPhotoBooth, setBoothFrame } from '@foyer/core/photo-booth/booth-scope';
import { postBoothPhoto } from '@foyer/core/photo-booth/post-photo';
import { maxBoothPhotoBytes } from '@foyer/core/photo-booth/process-photo';
import { xAccess, type AccessLevel } from './access-levels.ts';
import { jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { contentRequest } from './content.ts';
import { requestMeta } from './viewer.ts';

const id = (name: string) => coercedId().openapi({ param: { name, in: 'path' }, example: 1 });
const Games = z.object({ eventId: id('eventId'), componentId: id('componentId') });

const Person = z.object({ user_identity_token: z.string(), first_name: z.string(), last_name: z.string(), company: z.string().nullable(), position: z.string().nullable(), picture: z.string().nullable() });
const ScanOutcome = z
  .object({
    status: z.enum(['started', 'talking', 'confirmed']).openapi({ description: 'started: the first scan of the pair; talking: a rescan before 2 minutes (nothing scored); confirmed: both scored' }),
    person: Person,
    started_at: z.string(),
    confirm_at: z.string().openapi({ description: 'When a rescan will score (started_at + 2 minutes, SPEC §9)' }),
    seconds_left: z.number().int(),
    points: z.number().int().openapi({ description: 'Points the caller got with this scan' }),
  })
  .openapi('QrScanOutcome');
const Conversation = z
  .object({ person: Person, started_at: z.string(), confirm_at: z.string(), confirmed_at: z.string().nullable(), seconds_left: z.number().int(), points: z.number().int(), i_scanned: z.boolean() })
  .openapi('QrScanConversation');
const BoothPost = z
  .object({ thread_id: z.number().int(), component_id: z.number().int(), channel_id: z.number().int(), image: z.string().nullable(), points: z.number().int() })
  .openapi('PhotoBoothPost');

const base = '/events/{eventId}/components/{componentId}';
const head = (access: AccessLevel, method: 'get' | 'post' | 'put', path: string, summary: string, description: string) => ({ ...xAccess(access), method, path: `${base}${path}`, tags: ['games'], summary, description });
const GAMES =
  ' {componentId} is the event’s games component (treasure_hunt). Players are its joined members and administrators (guests 401, others 403 access.not_joined).';
const BOOTH = ' {componentId} is the event’s games component (treasure_hunt); the caller must be signed in and admitted to the event.';

const routes = {
  myCode: createRoute({
    ...head('member', 'get', '/qr_scan/my_code', 'The caller’s personal QR payload for the scan game', 'Signed (HMAC) with the event in it: show it as a QR code for others to scan.' + GAMES),
    request: { params: Games },
    responses: ok(z.object({ code: z.string() }), 'The payload'),
  }),
  scan: createRoute({
    ...head(
      'member',
      'post',
      '/qr_scan',
      'Scan another attendee’s personal QR: the first scan starts the pair’s 2-minute conversation, a rescan after it gives both points once',
      'A rescan before 2 minutes answers status talking with seconds_left and scores nothing. 422 qr_scan.not_recognised (forged or unreadable), ' +
        'qr_scan.wrong_event (another event’s code), qr_scan.self, qr_scan.not_member, qr_scan.already_scanned (the pair has scored). Both users hear `qr_scan` on /realtime/me.' +
        GAMES,
    ),
    request: { params: Games, ...jsonBody(z.object({ code: scanCode.openapi({ example: 'FS1.1.ZTJlLXRva2Vu.AAAAAAAAAAAAAAAAAAAAAA' }) })) },
    responses: ok(ScanOutcome, 'The outcome'),
  }),
  conversations: createRoute({
    ...head('member', 'get', '/qr_scan/conversations', 'The people the caller has talked with (scanned or been scanned by), running conversations first', GAMES.trim()),
    request: { params: Games },
    responses: ok(z.object({ conversations: z.array(Conversation) }), 'The conversations'),
  }),
  frame: createRoute({
    ...head('event-user', 'get', '/photo_booth', 'The photo booth’s frame', 'frame_url: the organizer’s frame picture (a path of this site), or null for the default frame (the event’s main colour and name).' + BOOTH),
    request: { params: Games },
    responses: ok(z.object({ frame_url: z.string().nullable() }), 'The frame'),
  }),
  setFrame: createRoute({
    ...head('admin', 'put', '/photo_booth/frame', 'Set the photo booth’s frame to a picture the administrator uploaded (POST attachments), or null for the default', 'Event administrators only.'),
    request: { params: Games, ...jsonBody(frameInput) },
    responses: ok(z.object({ frame_url: z.string().nullable() }), 'The frame'),
  }),
  post: createRoute({
    ...head(
      'event-user',
      'post',
      '/photo_booth/photos',
      'Post a booth photo (.jpg or .png, at most 8 MB) with a caption to the event’s feed wall',
      'The photo is resized to fit 1600 px and stripped of EXIF (GPS) before it is stored; it becomes a thread with the image in the default channel of the ' +
        'event’s feed wall (404 photo_booth.no_feed_wall without one). A player gets photo_booth points for the first photo of each event day. ' +
        '422 attachment.invalid_type, photo_booth.unreadable; 413 attachment.too_large.' +
        BOOTH,
    ),
    request: {
      params: Games,
      body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'Required: the photo' }), message: z.string().optional().openapi({ example: 'At the booth!', description: 'Required: the caption, 2–5,000 characters' }) }) } } },
    },
    responses: ok(BoothPost, 'Posted'),
  }),
};

async function games(c: Context<ApiEnv>, p: { eventId: number; componentId: number }) {
  return openGames(c.var.ctx, { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
}
async function booth(c: Context<ApiEnv>, p: { eventId: number; componentId: number }) {
  return openPhotoBooth(c.var.ctx, { ...(await contentRequest(c, p.eventId)), componentId: p.componentId });
}

/** The envelope of a multipart upload adds a little to the photo. */
const maxRequestBytes = maxBoothPhotoBytes + 64 * 1024;

/** Issue #19: the scan game and the photo booth of the games component (treasure_hunt); the rules are core's. */
export function gamesApi() {
  const app = new OpenAPIHono<ApiEnv>();
  const photos = `${base.replace(/\{(\w+)\}/g, ':$1')}/photo_booth/photos`;
  // As POST attachments: only multipart, and a body too large is refused while it streams in.
  app.use(photos, async (c, next) => {
    if (c.req.method === 'POST' && !/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw new AppError('common.required', 'Send the photo as multipart/form-data', 'file');
    await next();
  });
  app.use(
    photos,
    bodyLimit({
      maxSize: maxRequestBytes,
      onError: () => {
        throw new AppError('attachment.too_large', 'The photo is larger than 8 MB.', 'file');
      },
    }),
  );
  app.openapi(routes.myCode, async (c) => c.json({ code: await myScanCode(c.var.ctx, await games(c, c.req.valid('param'))) }, 200));
  app.openapi(routes.scan, async (c) => c.json(await scanPerson(c.var.ctx, await games(c, c.req.valid('param')), c.req.valid('json').code), 200));
  app.openapi(routes.conversations, async (c) => c.json({ conversations: await listConversations(c.var.ctx, await games(c, c.req.valid('param'))) }, 200));
  app.openapi(routes.frame, async (c) => c.json({ frame_url: await boothFrame(c.var.ctx, await booth(c, c.req.valid('param'))) }, 200));
  app.openapi(routes.setFrame, async (c) => c.json(await setBoothFrame(c.var.ctx, await booth(c, c.req.valid('param')), c.req.valid('json')), 200));
  // The form's fields are checked here, after the caller: a guest is told 401 before a missing field is 422.
  app.openapi(routes.post, async (c) => {
    const scope = await booth(c, c.req.valid('param'));
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('common.required', 'Field is required', 'file');
    const message = typeof form.message === 'string' ? form.message : '';
    const { accessCode, ip } = requestMeta(c);
    return c.json(await postBoothPhoto(c.var.ctx, scope, { bytes: new Uint8Array(await file.arrayBuffer()), message, accessCode, ip }), 200);
  });
  return app;
}
