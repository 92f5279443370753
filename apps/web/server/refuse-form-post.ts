import { isText } from '@foyer/core/platform/input-vocabulary';

export interface FormRefusal {
  status: 400 | 415;
  message: string;
}

const formTypes = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Why a UI post cannot go to its action, or null when it can. Every screen's action reads the
 * body as a form (`request.formData()`), which throws on anything else — a post with no body,
 * text/plain, JSON, a multipart body cut short — and React Router answered that with 500: from
 * outside, a 500 on demand on every screen with a form, signed in or not. So a UI post is a form
 * (or JSON where the route takes JSON: `json`), and its fields are storable text (no NUL, no lone
 * surrogate; see isText) — the API refuses the same in refuse-non-text.ts; without it a NUL typed
 * into a field reached Postgres ("invalid byte sequence", 22021). Read from a clone, under the
 * body limit already in place; files of a multipart post are bytes and not looked at.
 */
export async function refuseFormPost(request: Request, opts: { json: boolean }): Promise<FormRefusal | null> {
  const type = request.headers.get('content-type') ?? '';
  if (opts.json && /^application\/json\b/i.test(type)) return null;
  if (!formTypes.test(type)) return { status: 415, message: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.' };
  const notText = { status: 400, message: 'The form contains characters that are not text.' } as const;
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    // Decoding turns bytes that are not UTF-8 into U+FFFD (storable); only a NUL can remain.
    const body = await request.clone().text();
    return !body.includes('%00') && isText(body) ? null : notText;
  }
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!form) return { status: 400, message: 'The form could not be read (a multipart body that is cut short or has no boundary).' };
  for (const [name, value] of form) if (!isText(name) || (typeof value === 'string' && !isText(value))) return notText;
  return null;
}
