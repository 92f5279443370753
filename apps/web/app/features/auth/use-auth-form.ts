import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { AuthStatus } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { AuthFormName } from './auth-result.ts';

interface Options {
  /** The page route whose action handles the form (`login`, `register`, …). */
  screen: string;
  /** Query to keep on the action URL (the reset token). */
  query?: string;
  progress?: AuthStatus;
}

/**
 * A Conform form of the auth flow: SPEC §5 messages appear after the first submit attempt and
 * then update as the person types; Conform focuses the first invalid field. A valid form goes
 * through the flow (progress modal, dialogs); without JavaScript it posts to the page route.
 */
export function useAuthForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(name: AuthFormName, schema: S, opts: Options) {
  const flow = useAuthFlow();
  const action = `${flow.actionOf(opts.screen)}${opts.query ?? ''}`;
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: `${flow.mode}-${name}`,
    lastResult: flow.replyFor(name),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    form.onSubmit(e);
    if (e.defaultPrevented) return;
    e.preventDefault();
    flow.submit(e.currentTarget, { action, ...(opts.progress ? { progress: opts.progress } : {}) });
  };
  return { flow, form, fields, formProps: { method: 'post' as const, action, id: form.id, noValidate: form.noValidate, onSubmit } };
}
