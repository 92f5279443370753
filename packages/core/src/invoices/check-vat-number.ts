import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { enforceRateLimits } from '../accounts/rate-limit.ts';
import { AppError } from '../errors.ts';
import { isValidNip, normalizeNip, parseVatNumber } from './tax-id.ts';

export interface VatCheckResult {
  /** 'unavailable' = VIES (or the member state's register) could not be asked: never 'invalid'. */
  status: 'valid' | 'invalid' | 'unavailable';
  country: string;
  number: string;
  name: string | null;
  address: string | null;
}

/**
 * The VIES REST API answer of `GET {base}/ms/{countryCode}/vat/{number}`. `userError` is 'VALID',
 * 'INVALID' or an availability error (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE,
 * MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ, …); an undisclosed name or address is '---'.
 */
const viesAnswer = z.object({
  isValid: z.boolean(),
  userError: z.string().optional().nullable(),
  name: z.string().optional().nullable(),
  address: z.string().optional().nullable(),
});

const INVALID_ERRORS = new Set(['INVALID', 'INVALID_INPUT']);

const disclosed = (s: string | null | undefined) => {
  const v = s?.trim();
  return v && v !== '---' ? v : null;
};

/**
 * Checks an EU VAT number in VIES. The format (and the Polish NIP checksum) is checked first:
 * a malformed number is invoice.vat_number_invalid without asking anyone. Any network error,
 * timeout, non-200 answer, unreadable body or availability error is 'unavailable', so checkout
 * can continue and the invoice records that the number could not be checked.
 */
export async function checkVatNumber(ctx: Pick<Ctx, 'config' | 'log'>, raw: string, opts: { timeoutMs?: number } = {}): Promise<VatCheckResult> {
  // A bare Polish NIP is accepted as PL (checkout's vat_number field takes both forms).
  const parsed = parseVatNumber(raw) ?? (/^[\d\s-]+$/.test(raw) && isValidNip(raw) ? { country: 'PL' as const, number: normalizeNip(raw) } : null);
  if (!parsed) throw new AppError('invoice.vat_number_invalid', 'A VAT number is a country code followed by the number', 'vat_number');
  const base = ctx.config.payments.viesBaseUrl.replace(/\/+$/, '');
  const url = `${base}/ms/${encodeURIComponent(parsed.country)}/vat/${encodeURIComponent(parsed.number)}`;
  const unavailable = (why: string): VatCheckResult => {
    ctx.log.warn({ country: parsed.country, why }, 'VIES check unavailable');
    return { status: 'unavailable', country: parsed.country, number: parsed.number, name: null, address: null };
  };
  let body: unknown;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(opts.timeoutMs ?? 8000) });
    if (res.status !== 200) return unavailable(`HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    return unavailable(err instanceof Error ? err.message : String(err));
  }
  const answer = viesAnswer.safeParse(body);
  if (!answer.success) return unavailable('unreadable answer');
  const { isValid, userError } = answer.data;
  const base_ = { country: parsed.country, number: parsed.number };
  if (isValid) return { status: 'valid', ...base_, name: disclosed(answer.data.name), address: disclosed(answer.data.address) };
  if (!userError || INVALID_ERRORS.has(userError)) return { status: 'invalid', ...base_, name: null, address: null };
  return unavailable(userError);
}

/**
 * A check a client asked for (the API's vies call, the checkout's button): VIES limits its callers
 * per IP, so one client may not spend the installation's allowance — 30 a minute per address, in
 * every place a client can ask. The invoice job's own checks are not counted.
 */
export async function checkVatNumberForClient(ctx: Pick<Ctx, 'config' | 'log' | 'rateLimiter'>, raw: string, ip: string): Promise<VatCheckResult> {
  await enforceRateLimits(ctx, [{ key: `vies:${ip}`, limit: 30, windowSeconds: 60 }]);
  return checkVatNumber(ctx, raw);
}
