import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@foyer/core/errors';
import { createAttachment, maxAttachmentBytes } from '@foyer/core/profile/create-attachment';
import { AttachmentBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { requireViewer } from './viewer.ts';

const upload = createRoute({
  ...xAccess('user'),
  method: 'post',
  path: '/attachments',
  tags: ['profile'],
  summary: 'Upload a picture (.jpg or .png, checked by content, at most 5 MB); use its id as attachment_id',
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
    },
  },
  responses: ok(AttachmentBody, 'Stored'),
});

/** The multipart envelope adds a little to the file itself. */
const maxRequestBytes = maxAttachmentBytes + 64 * 1024;

/** SPEC §7 POST attachments. */
export function attachmentsApi() {
  const app = new OpenAPIHono<ApiEnv>();
  // Refuses a body that is too large while it streams in, before it is buffered.
  // Anything but a multipart upload was read already by the API's body reader (read-json-body):
  // refuse it before bodyLimit looks for a stream that is gone.
  app.use('/attachments', async (c, next) => {
    if (c.req.method === 'POST' && !/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
      throw new AppError('common.required', 'Send the file as multipart/form-data', 'file');
    }
    await next();
  });
  app.use(
    '/attachments',
    bodyLimit({
      maxSize: maxRequestBytes,
      onError: () => {
        throw new AppError('attachment.too_large', 'The file is larger than 5 MB.', 'file');
      },
    }),
  );
  app.openapi(upload, async (c) => {
    const viewer = await requireViewer(c);
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('common.required', 'Field is required', 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await createAttachment(c.var.ctx, viewer, { filename: file.name, bytes }), 200);
  });
  return app;
}
