import { data, redirect } from 'react-router';
import { formRefusal, type FormAnswer } from '../components/ui/use-form-answer.ts';
import { withOutcome } from '../features/components/outcome-query.ts';

/**
 * A form action's refusal, for a form that posts to a resource route. The page's fetcher reads
 * it as JSON naming the code. A form sent before the page was interactive, or without
 * JavaScript, is a navigation, and JSON would be the whole page it lands on: that goes back to
 * `back` with the code in its address (formRefusal, and `intent`), which useFormAnswer shows.
 */
export function refuseForm(request: Request, back: string, answer: Extract<FormAnswer, { ok: false }>, status: number) {
  if (back && request.headers.get('sec-fetch-mode') === 'navigate') {
    const url = new URL(back, 'http://form');
    url.searchParams.set('intent', answer.intent);
    throw redirect(withOutcome(formRefusal, url, { error: answer.code }));
  }
  return data(answer, { status });
}
