import { useEffect, useRef, useState } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import { errorStatus } from '@foyer/core/errors';
import { defineOutcomeQuery, readOutcome } from '../../features/components/outcome-query.ts';

/** What a form's action answers: done, or refused with a code (and the field it names). */
export type FormAnswer = { ok: true; intent: string } | { ok: false; intent: string; code: string; field?: string };
type Refused = Extract<FormAnswer, { ok: false }>;

/**
 * `?form_error=<code>&intent=<intent>`: how a plain post's refusal comes back in the address
 * (`refuseForm` writes it). Read as every outcome in an address is (outcome-query.ts): only codes
 * of the error catalogue, so a hand-made link cannot put its own words on the page.
 */
export const formRefusal = defineOutcomeQuery('form', [], errorStatus);

/**
 * A fetcher form and the refusal to show under it, emptied once what it sent is in. A form that
 * goes through redirects back to its page, and a redirect brings no answer: the fetcher keeps the
 * one it had, a refusal if the try before was refused. So only an answer that arrived for the
 * latest submission counts — the one held when it was sent is stale, and no new answer means it
 * went through.
 *
 * `intent` names a form that is alone on its page with that intent. Sent before the page was
 * interactive (or without JavaScript), such a form is a plain navigation, and its refusal comes
 * back without the fetcher: as the page's action data when the form posts to its own page, or as
 * `?form_error=&intent=` in the address when it posts to a resource route (`refuseForm`). Either is
 * shown as the fetcher's own would be. Forms repeated on a page (one per post) leave it out: the
 * refusal could not say which of them it was.
 */
export function useFormAnswer<A extends FormAnswer>(fetcher: { state: string; data?: A | undefined }, opts: { intent?: string } = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  // Noted while rendering (not in an effect), so the first idle render after the redirect already hides the old refusal.
  const [round, setRound] = useState<{ busy: boolean; stale: A | undefined }>({ busy, stale: undefined });
  if (round.busy !== busy) setRound({ busy, stale: busy ? fetcher.data : round.stale });
  const answer = busy || fetcher.data === round.stale ? undefined : fetcher.data;
  const was = useRef(busy);
  useEffect(() => {
    if (was.current && !busy && (answer === undefined || answer.ok)) formRef.current?.reset();
    was.current = busy;
  }, [busy, answer]);
  const navigated = useNavigatedRefusal(opts.intent ?? null);
  // The fetcher's own answer wins: it is newer than anything the page arrived with.
  const failed = answer && !answer.ok ? (answer as Refused) : fetcher.data === undefined && !busy ? navigated : null;
  return { formRef, failed };
}

/**
 * The refusal a plain form post (sent before the page was interactive, or without JavaScript)
 * came back with: the page's action data, or `?form_error=&intent=` from a resource route
 * (`refuseForm`). `intent` picks one form's; `{ except }` is the page's banner for every form
 * but the one that shows its own; null, none (a form repeated on its page).
 */
export function useNavigatedRefusal(pick: string | { except: string } | null): Refused | null {
  const action = useActionData() as Partial<FormAnswer> | undefined;
  const [params] = useSearchParams();
  const wanted = (intent: string | undefined) => pick !== null && intent !== undefined && (typeof pick === 'string' ? intent === pick : intent !== pick.except);
  if (action && action.ok === false && typeof action.code === 'string' && wanted(action.intent)) return action as Refused;
  const code = readOutcome(formRefusal, params).error;
  const intent = params.get('intent') ?? undefined;
  if (code && wanted(intent)) return { ok: false, intent: intent!, code };
  return null;
}
