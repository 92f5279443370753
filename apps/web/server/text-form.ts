import { isText } from '@foyer/core/platform/input-vocabulary';

/**
 * A UI form post whose fields are storable text (no NUL, no lone surrogate; see isText). The
 * API refuses the same in refuse-non-text.ts; without this a NUL typed into any form field of a
 * screen reached Postgres ("invalid byte sequence", 22021) and answered 500. Read from a clone,
 * under the body limit already in place; files of a multipart post are not text and not looked at.
 */
export async function isTextForm(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    // Decoding turns bytes that are not UTF-8 into U+FFFD (storable); only a NUL can remain.
    const body = await request.clone().text();
    return !body.includes('%00') && isText(body);
  }
  if (/^multipart\/form-data/i.test(type)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    // A body that is not multipart at all is left to the route, which answers it as it does today.
    if (!form) return true;
    for (const [name, value] of form) if (!isText(name) || (typeof value === 'string' && !isText(value))) return false;
  }
  return true;
}
