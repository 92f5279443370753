import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../errors.ts';

/**
 * Fetching a URL a user typed (a calendar to import) without letting them reach what only the
 * server can: http(s) only, no credentials in the URL, every address the name resolves to must
 * be public (checked when connecting, so a name that changes its answer between a check and the
 * connection gains nothing), at most 3 redirects (each checked again), a timeout and a size cap.
 */
export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Tests only (CALENDAR_FETCH_ALLOW_PRIVATE): lets a local fake on loopback be fetched. */
  allowPrivate?: boolean;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
// ::/96 holds ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d (e.g. ::7f00:1, 127.0.0.1).
for (const [net, prefix] of [['::', 96], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['2002::', 16]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

const refused = () => new AppError('availability.url_refused', 'This address cannot be imported: give a public http(s) address of a calendar.');
const unreachable = () => new AppError('availability.url_unreachable', 'The calendar could not be downloaded from this address.');

/** The URL to fetch, or availability.url_refused (webcal:// is read as https://). */
export function checkUrl(raw: string, allowPrivate = false): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw refused();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (url.username || url.password) throw refused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isIP(host) ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))) throw refused();
  return url;
}

/** dns.lookup that fails for private addresses: the connection uses only what passed. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => isPrivateAddress(a.address))) return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

function getOnce(url: URL, opts: SafeFetchOptions, signal: AbortSignal): Promise<{ status: number; location?: string; body?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { lookup: opts.allowPrivate ? undefined : publicLookup, signal, headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Foyer calendar import' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(unreachable());
      }
      if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
        res.destroy();
        return reject(new AppError('availability.calendar_too_large', 'This calendar is too large.'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new AppError('availability.calendar_too_large', 'This calendar is too large.'));
        } else chunks.push(c);
      });
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => reject(unreachable()));
      res.on('close', () => {
        if (!res.complete) reject(unreachable());
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => reject(e.code === 'EPRIVATE' ? refused() : unreachable()));
  });
}

/** The body of `raw` as text, or an availability.* AppError (never a raw network error). */
export async function safeFetchText(raw: string, opts: SafeFetchOptions): Promise<string> {
  let url = checkUrl(raw, opts.allowPrivate);
  const signal = AbortSignal.timeout(opts.timeoutMs);
  for (let hop = 0; hop <= 3; hop++) {
    const res = await getOnce(url, opts, signal);
    if (res.body !== undefined) return res.body;
    if (!res.location) throw unreachable();
    url = checkUrl(new URL(res.location, url).toString(), opts.allowPrivate);
  }
  throw unreachable();
}
