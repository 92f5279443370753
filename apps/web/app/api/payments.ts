import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { xAccess } from './access-levels.ts';
import { negotiateLocale } from '@foyer/i18n';
import { AppError } from '@foyer/core/errors';
import { getEventById } from '@foyer/core/events/find-event';
import { bluemediaReturnTarget } from '@foyer/core/payments/bluemedia-return';
import { checkPayment } from '@foyer/core/payments/check-payment';
import { getOrderOutcome } from '@foyer/core/payments/get-order-outcome';
import { handleGatewayNotification } from '@foyer/core/payments/handle-gateway-notification';
import { initPayment } from '@foyer/core/payments/init-payment';
import { offeredGateways } from '@foyer/core/payments/offered-gateways';
import { specificAnswersSchema } from '@foyer/core/access/specific-answers';
import { accessErrorResponses, jsonBody, ok } from './access-schemas.ts';
import type { ApiEnv } from './env.ts';
import { optionalEventViewer } from './event-viewer.ts';
import { EventIdParam } from './schemas.ts';
import { optionalConsentedViewer, requestMeta } from './viewer.ts';
import { NOTIFICATION_BODY_LIMIT } from './read-json-body.ts';

const tags = ['payments'];
const allGateways = ['p24', 'stripe', 'payu', 'free', 'bluemedia', 'proforma'] as const;
const onlineGateways = ['payu', 'p24', 'stripe', 'bluemedia'] as const;

const InitAnswer = z
  .object({
    order_id: z.string(),
    token: z.string().nullable().optional(),
    client_secret: z.string().nullable().optional(),
    redirect_url: z.string().nullable().optional(),
    invoice_download_url: z.string().nullable().optional(),
    gateway_id: z.number().int().nullable().optional(),
    return_url: z.string().nullable().optional(),
    publishable_key: z.string().nullable().optional(),
    status: z.enum(['pending', 'paid']),
    sandbox: z.boolean().openapi({ description: 'The gateway is the built-in sandbox: no money moves.' }),
    test_mode: z.boolean().openapi({ description: 'A test order: paid, if at all, in the sandbox; its tickets and invoice say TEST and it is never revenue.' }),
  })
  .openapi('PaymentInit');

const init = createRoute({
  ...xAccess('event-user'),
  method: 'post',
  path: '/events/{eventId}/payment/{gateway}/init',
  tags,
  summary: 'Place an order and start paying for it (SPEC §7)',
  description:
    'Body: the SPEC §3 Purchase payload (validated by the service, errors name the field) plus optional `return_path`, the UI path the gateway sends the buyer back to (`?order_id=` is added). p24 answers `token`, payu and bluemedia `redirect_url` (bluemedia also `gateway_id`), stripe `client_secret` and `publishable_key`, proforma `invoice_download_url`, free `status: paid`.',
  request: {
    params: EventIdParam.extend({ gateway: z.enum(allGateways).openapi({ param: { name: 'gateway', in: 'path' } }) }),
    ...jsonBody(
      z
        .looseObject({
          return_path: z.string().max(500).optional(),
          // Documented here for clients; the service parses the whole payload (purchase-input).
          specific_fields: specificAnswersSchema.optional(),
        })
        .openapi('PurchasePayload'),
    ),
  },
  responses: ok(InitAnswer, 'The order and what the client needs to pay'),
});

const StatusCode = z.object({ status_code: z.enum(['paid', 'pending', 'canceled', 'failed', 'expired']), order_status: z.string() }).openapi('PaymentCheck');

const payuCheck = createRoute({
  ...xAccess('owner'),
  method: 'post',
  path: '/events/{eventId}/payment/payu/check',
  tags,
  summary: "Ask PayU about the order's payment now (the buyer only)",
  request: { params: EventIdParam, ...jsonBody(z.object({ order_id: z.string().max(64) })) },
  responses: ok(StatusCode, 'Where the order stands'),
});

const bluemediaCheck = createRoute({
  ...xAccess('owner'),
  method: 'post',
  path: '/events/{eventId}/payment/bluemedia/check',
  tags,
  summary: "The order's BlueMedia payment (the buyer only); `hash` is the Hash BlueMedia returned the buyer with",
  request: { params: EventIdParam, ...jsonBody(z.object({ order_id: z.string().max(64), hash: z.string().max(128) })) },
  responses: ok(StatusCode, 'Where the order stands'),
});

const Outcome = z
  .object({
    outcome: z.enum(['success', 'free_success', 'processing', 'proforma_sent', 'canceled', 'delayed', 'unauthorized', 'error']),
    order: z.looseObject({ uuid: z.string(), status: z.string() }).nullable(),
    invoice_url: z.string().nullable(),
  })
  .openapi('OrderOutcome');

const outcome = createRoute({
  ...xAccess('owner'),
  method: 'get',
  path: '/events/{eventId}/orders/{orderUuid}',
  tags,
  summary: 'The final status of an order for the confirmation page (SPEC §4 payment outcomes)',
  request: {
    params: EventIdParam.extend({ orderUuid: z.string().max(64).openapi({ param: { name: 'orderUuid', in: 'path' } }) }),
    query: z.object({ error: z.string().max(20).optional().openapi({ param: { name: 'error', in: 'query' } }) }),
  },
  responses: ok(Outcome, 'The outcome; `unauthorized` when the caller is not the buyer'),
});

const gateways = createRoute({
  ...xAccess('public'),
  method: 'get',
  path: '/events/{eventId}/payment/gateways',
  tags,
  summary: 'The online gateways this event offers, its default first (SPEC §5)',
  request: { params: EventIdParam },
  responses: ok(z.object({ gateways: z.array(z.enum(onlineGateways)) }).openapi('PaymentGateways'), 'Gateways'),
});

const notify = createRoute({
  ...xAccess('signature'),
  method: 'post',
  path: '/payments/{gateway}/notify',
  tags,
  summary: "A gateway's notification about a payment (PayU, Przelewy24, Stripe webhook, BlueMedia ITN)",
  description:
    'Server to server, without a bearer token: the raw body (at most 64 kB) is checked against the gateway\'s signature before anything is read from it (400 payment.signature_invalid), stored once and answered as the gateway expects. An unknown gateway is 404.',
  request: { params: z.object({ gateway: z.string().max(20).openapi({ param: { name: 'gateway', in: 'path' }, example: 'payu' }) }) },
  responses: {
    200: { description: "The gateway's acknowledgement, in its format", content: { 'text/plain': { schema: z.string() } } },
    ...accessErrorResponses,
  },
});

const bluemediaReturn = createRoute({
  ...xAccess('signature'),
  method: 'get',
  path: '/payments/bluemedia/return',
  tags,
  summary: "BlueMedia's fixed return address: checks the return Hash and forwards the buyer to their confirmation page",
  request: {
    query: z.object({
      ServiceID: z.string().max(64).optional().openapi({ param: { name: 'ServiceID', in: 'query' } }),
      OrderID: z.string().max(64).optional().openapi({ param: { name: 'OrderID', in: 'query' } }),
      Hash: z.string().max(128).optional().openapi({ param: { name: 'Hash', in: 'query' } }),
    }),
  },
  responses: { 302: { description: 'To the confirmation page of the payment' }, ...accessErrorResponses },
});

/** SPEC §7 payments: init per gateway, the gateways' notifications, status checks, the final status. */
export function paymentsApi() {
  const app = new OpenAPIHono<ApiEnv>();

  app.openapi(init, async (c) => {
    const { eventId, gateway } = c.req.valid('param');
    const { return_path, ...input } = c.req.valid('json');
    const viewer = await optionalConsentedViewer(c);
    const { accessCode, ip } = requestMeta(c);
    const locale = negotiateLocale({ requested: viewer?.locale ?? null, acceptLanguage: c.req.header('accept-language') ?? null });
    const answer = await initPayment(c.var.ctx, { eventId, gateway, viewer, accessCode, ip, locale, input, returnPath: return_path ?? null });
    return c.json(answer, 200);
  });

  app.openapi(payuCheck, async (c) => {
    const { eventId } = c.req.valid('param');
    return c.json(await checkPayment(c.var.ctx, await optionalEventViewer(c), { eventId, gateway: 'payu', order_id: c.req.valid('json').order_id }), 200);
  });

  app.openapi(bluemediaCheck, async (c) => {
    const { eventId } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(await checkPayment(c.var.ctx, await optionalEventViewer(c), { eventId, gateway: 'bluemedia', order_id: body.order_id, hash: body.hash }), 200);
  });

  app.openapi(outcome, async (c) => {
    const { eventId, orderUuid } = c.req.valid('param');
    const viewer = await optionalEventViewer(c);
    const answer = await getOrderOutcome(c.var.ctx, { eventId, orderUuid, viewer, returnParams: c.req.valid('query') });
    return c.json(answer, 200);
  });

  app.openapi(gateways, async (c) => {
    const event = await getEventById(c.var.ctx, c.req.valid('param').eventId);
    return c.json({ gateways: offeredGateways(c.var.ctx, event) }, 200);
  });

  // Server-to-server, signature-checked against the raw body: no auth, no JSON parsing first.
  app.openapi(notify, async (c) => {
    const gateway = z.enum(onlineGateways).safeParse(c.req.valid('param').gateway);
    if (!gateway.success) throw new AppError('common.not_found', 'Unknown gateway');
    // Refuse an announced oversized body before reading it; the read length is checked too.
    if (Number(c.req.header('content-length') ?? 0) > NOTIFICATION_BODY_LIMIT) throw new AppError('common.validation', 'Notification too large');
    const rawBody = await c.req.text();
    if (Buffer.byteLength(rawBody) > NOTIFICATION_BODY_LIMIT) throw new AppError('common.validation', 'Notification too large');
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => (headers[k] = v));
    const ack = await handleGatewayNotification(c.var.ctx, gateway.data, { headers, rawBody });
    // The typed-response union of zod-openapi has no text member; the body is the gateway's format.
    return c.body(ack.body, ack.status as 200, { 'content-type': ack.contentType }) as never;
  });

  // BlueMedia's fixed return address: check the hash and forward the buyer to their confirmation page.
  app.openapi(bluemediaReturn, async (c) => c.redirect(await bluemediaReturnTarget(c.var.ctx, c.req.query()), 302) as never);

  return app;
}
