import type { Ctx } from '@foyer/core/context';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { isAppError } from '@foyer/core/errors';
import type { PaymentGateway } from '@foyer/core/payments/gateway';
import { readAccessCode } from '../../session/access-code-cookie.server.ts';
import { clientIp } from '../../server/client-ip.server.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import type { PaymentStep } from './checkout-view.ts';
import { inputForPath, toPurchaseInput, type FieldErrors } from './purchase-mapping.ts';
import { initPayment } from './services.server.ts';

const gateways: readonly PaymentGateway[] = ['payu', 'p24', 'stripe', 'bluemedia', 'free', 'proforma'];

export type PayResult =
  | { kind: 'done'; location: string }
  | { kind: 'payment'; payment: PaymentStep }
  | { kind: 'failed'; status: number; errors: FieldErrors; formErrors: string[] };

/** `/demo/buy-ticket/12` → `/demo/buy-ticket/12/confirmation` (SPEC §2: append /confirmation). */
export function confirmationPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/confirmation`;
}

/** Stripe's client secret is `<payment intent id>_secret_<…>`; the sandbox confirm page wants the id. */
export function paymentIntentId(clientSecret: string): string | null {
  const id = clientSecret.split('_secret_')[0];
  return id && /^pi_[A-Za-z0-9_]+$/.test(id) ? id : null;
}

/** The sandbox Stripe cannot run Stripe.js: its own confirm page instead. */
export function stripeSandboxUrl(apiBase: string, clientSecret: string, returnUrl: string): string | null {
  const pi = paymentIntentId(clientSecret);
  return pi ? `${apiBase.replace(/\/+$/, '')}/confirm/${pi}?return_url=${encodeURIComponent(returnUrl)}` : null;
}

function withParams(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * "Pay": places the order and starts the gateway (initPayment), then says where the browser goes:
 * free and proforma straight to the confirmation page, PayU / BlueMedia / P24 to the gateway
 * (after SPEC §9's 1000 ms, done by the page), Stripe to its card form.
 */
export async function payOrder(ctx: Ctx, request: Request, args: { event: { id: number }; viewer: Viewer; locale: string; draft: CheckoutDraft }): Promise<PayResult> {
  const parsed = toPurchaseInput(args.draft);
  if (!parsed.ok) return { kind: 'failed', status: 422, errors: parsed.errors, formErrors: [] };
  const gateway = gateways.find((g) => g === args.draft.gateway);
  if (!gateway) return { kind: 'failed', status: 422, errors: { gateway: ['tickets:validation.gateway'] }, formErrors: [] };
  const returnPath = confirmationPath(new URL(request.url).pathname);
  let answer;
  try {
    answer = await initPayment(ctx, {
      eventId: args.event.id,
      gateway,
      viewer: args.viewer,
      accessCode: (await readAccessCode(ctx, request, args.event.id)) ?? undefined,
      ip: clientIp(request),
      locale: args.locale,
      input: parsed.input,
      returnPath,
    });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const errors: FieldErrors = {};
    const formErrors: string[] = [];
    for (const item of err.items) {
      const name = item.field ? inputForPath(item.field.split('.'), args.draft) : '';
      if (name) (errors[name] ??= []).push(item.code);
      else formErrors.push(item.code);
    }
    // The form is shown again: a 404 of a code or ticket is the form's problem (422), not a missing page.
    return { kind: 'failed', status: err.status === 404 ? 422 : err.status, errors, formErrors };
  }
  const confirmation = withParams(returnPath, { order_id: answer.order_id });
  if (answer.status === 'paid') return { kind: 'done', location: confirmation };
  if (answer.invoice_download_url) return { kind: 'done', location: withParams(returnPath, { order_id: answer.order_id, invoice_url: answer.invoice_download_url }) };
  if (gateway === 'stripe' && answer.client_secret) {
    const publishableKey = answer.publishable_key ?? ctx.config.payments.stripe?.publishableKey ?? '';
    const returnUrl = answer.return_url ?? new URL(confirmation, ctx.config.publicUrl).toString();
    const sandbox = ctx.config.payments.stripe?.sandbox ? stripeSandboxUrl(ctx.config.payments.stripe.apiBase, answer.client_secret, returnUrl) : null;
    return { kind: 'payment', payment: { kind: 'stripe', publishableKey, clientSecret: answer.client_secret, returnUrl, sandboxUrl: sandbox } };
  }
  let url = answer.redirect_url ?? null;
  if (!url && gateway === 'p24' && answer.token && ctx.config.payments.p24) url = `${ctx.config.payments.p24.baseUrl.replace(/\/+$/, '')}/trnRequest/${encodeURIComponent(answer.token)}`;
  if (url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')))) return { kind: 'payment', payment: { kind: 'redirect', gateway, url } };
  // The gateway gave nothing to go to: the order is waiting; its page says what is known.
  return { kind: 'done', location: confirmation };
}
