/**
 * Reads what tests need out of a raw RFC 5322 message: decoded headers (RFC 2047 words) and the
 * decoded text/plain and text/html bodies, through nested multiparts. Not a general MIME parser.
 */
export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  body: string;
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  parts: MimePart[];
  text: string | undefined;
  html: string | undefined;
}

export function parseMime(raw: string): ParsedMail {
  const root = splitEntity(raw);
  const parts: MimePart[] = [];
  collectParts(root.headers, root.body, parts);
  return {
    headers: root.headers,
    subject: root.headers.subject ?? '',
    parts,
    text: parts.find((p) => p.contentType === 'text/plain')?.body,
    html: parts.find((p) => p.contentType === 'text/html')?.body,
  };
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end >= 0 ? normalized.slice(0, end) : normalized;
  const body = end >= 0 ? normalized.slice(end + 2) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, out: MimePart[]): void {
  const type = headers['content-type'] ?? 'text/plain';
  const contentType = type.split(';')[0]!.trim().toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return;
    const chunks = body.split(`--${boundary}`).slice(1);
    for (const chunk of chunks) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  out.push({ headers, contentType, body: decodeBody(body, headers['content-transfer-encoding']) });
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body.replace(/\n$/, '');
  }
}

export function decodeQuotedPrintable(s: string): string {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\n$/, '');
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Zam=C3=B3wienie?= or =?UTF-8?B?...?=. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}
