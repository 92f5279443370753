import { timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/** Gateways answer within this or the call is treated as a gateway error (SPEC §9: 30 s HTTP timeout). */
const TIMEOUT_MS = 30_000;

/**
 * One HTTP call to a payment gateway. Network failures and timeouts become payment.gateway_error
 * (a 502 to the buyer, who may retry), never a 500; the caller judges the status code.
 */
export async function gatewayFetch(
  ctx: Pick<Ctx, 'log'>,
  gateway: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: res.status, text: await res.text(), headers: res.headers };
  } catch (err) {
    ctx.log.warn({ err, gateway, url: url.replace(/\?.*$/, '') }, 'payment gateway unreachable');
    throw new AppError('payment.gateway_error', `${gateway}: the payment gateway did not answer`);
  }
}

/** JSON of a gateway answer, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function gatewayError(gateway: string, what: string): AppError {
  return new AppError('payment.gateway_error', `${gateway}: ${what}`);
}

/** Constant-time comparison of two hex/ASCII signatures. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function signatureInvalid(gateway: string): AppError {
  return new AppError('payment.signature_invalid', `${gateway}: notification signature is invalid`);
}
