import { createContext, useContext, useState, type ReactNode } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import type { AuthStatus } from '../../components/ui/index.ts';
import { dialogFor, endsScreen, type AuthDialog } from './auth-dialog.ts';
import { introductionPath, modalHref, pageHref, type AuthScreen } from './auth-links.ts';
import type { AuthActionData, AuthFormName } from './auth-result.ts';
import { useProgressSteps } from './use-progress-steps.ts';

export interface AuthFlow {
  mode: 'page' | 'modal';
  basePath: string;
  /** Where the flow continues after signing in (the hidden `redirectTo` of every form). */
  redirectTo: string;
  /** The latest answer of an auth action (this screen's, with or without JavaScript). */
  result: AuthActionData | undefined;
  busy: boolean;
  status: AuthStatus | null;
  /** The status the current progress run started at (SIGNING_UP: a registration), or null. */
  progressStart: AuthStatus | null;
  dialog: AuthDialog | null;
  setDialog(d: AuthDialog | null): void;
  /** The open dialog ended the screen (endsScreen): a modal screen is hidden under it. */
  screenEnded: boolean;
  /** Closes the dialog; one that ended a modal screen closes the modal too (nothing is left to return to). */
  closeDialog(): void;
  /** Sends a form through the flow's fetcher; `progress` opens the progress modal at that status. */
  submit(target: HTMLFormElement | FormData, opts: { action: string; progress?: AuthStatus }): void;
  /** Action URL of a screen (always the page route, so forms also work without JavaScript). */
  actionOf(screen: string): string;
  /** Link to another auth screen: a page (keeping the query) or the modal over this page. */
  linkTo(screen: AuthScreen): string;
  /** Leaves the flow: closes the modal, or goes to the event home from a page. */
  closeHref: string;
  onProgressDone(outcome: 'SUCCESS' | 'ERROR'): void;
  replyFor(form: AuthFormName): AuthActionData['reply'];
}

const Ctx = createContext<AuthFlow | null>(null);

export function useAuthFlow(): AuthFlow {
  const flow = useContext(Ctx);
  if (!flow) throw new Error('useAuthFlow outside AuthFlowProvider');
  return flow;
}

interface Props {
  mode: 'page' | 'modal';
  basePath: string;
  redirectTo: string;
  /** The page action's answer when the form was posted without JavaScript. */
  initial?: AuthActionData | undefined;
  /** A dialog the screen opens on arrival (pending consents or whitelist of a signed-in visitor). */
  initialDialog?: AuthDialog | null;
  children: ReactNode;
}

/** The final status an answer gives the progress modal (SPEC §4): SUCCESS, ERROR, or none (a dialog follows). */
function finalStatus(data: AuthActionData): AuthStatus | null {
  if (data.type === 'signed-in' || data.type === 'registered') return 'SUCCESS';
  return data.type === 'error' ? 'ERROR' : null;
}

export function AuthFlowProvider({ mode, basePath, redirectTo, initial, initialDialog = null, children }: Props) {
  const fetcher = useFetcher<AuthActionData>();
  const navigate = useNavigate();
  const location = useLocation();
  const data = fetcher.data;
  const result = data ?? initial;
  const busy = fetcher.state !== 'idle';
  const steps = useProgressSteps(busy);
  /**
   * One submission shown in the progress modal: the answer it waits for is the first fetcher
   * data that is not `before`. Everything below is derived from it during render, so a late
   * step timer can never overwrite the final status.
   */
  const [run, setRun] = useState<{ before: AuthActionData | undefined; done: boolean; start: AuthStatus } | null>(null);
  const answer = run && data !== run.before ? data : undefined;
  const status: AuthStatus | null = !run || run.done ? null : answer ? finalStatus(answer) : steps.status;
  /** The open dialog belongs to the answer it was chosen for; a new answer opens its own (SPEC §8). */
  const [chosen, setChosen] = useState<{ for: AuthActionData | undefined; dialog: AuthDialog | null }>(() => ({
    for: initial,
    dialog: dialogFor(initial) ?? initialDialog,
  }));
  const dialog = chosen.for === result ? chosen.dialog : dialogFor(result);
  const setDialog = (d: AuthDialog | null) => setChosen({ for: result, dialog: d });
  const screenEnded = endsScreen(dialog, result);
  const closeHref = mode === 'modal' ? modalHref(location.pathname, location.search, null) : introductionPath(basePath);

  const value: AuthFlow = {
    mode,
    basePath,
    redirectTo,
    result,
    busy,
    status,
    progressStart: run?.start ?? null,
    dialog,
    setDialog,
    screenEnded,
    closeDialog() {
      setDialog(null);
      // The form's work is done: a modal closes; a page goes where its close link points (the
      // event's home), not back to the filled-in form someone might send again.
      if (screenEnded) navigate(closeHref, { preventScrollReset: mode === 'modal' });
    },
    submit(target, opts) {
      setDialog(null);
      setRun(opts.progress ? { before: data, done: false, start: opts.progress } : null);
      if (opts.progress) steps.start(opts.progress);
      void fetcher.submit(target, { method: 'post', action: opts.action });
    },
    actionOf: (screen) => `${basePath}/${screen}`,
    linkTo: (screen) => (mode === 'modal' ? modalHref(location.pathname, location.search, screen) : pageHref(basePath, screen, location.search)),
    closeHref,
    onProgressDone(outcome) {
      setRun((r) => (r ? { ...r, done: true } : r));
      // After the SUCCESS tick: a sign-in goes on; a registration's "check your inbox" is its dialog.
      if (outcome === 'SUCCESS' && answer?.type === 'signed-in') navigate(answer.next);
    },
    replyFor: (form) => (result?.form === form ? result.reply : undefined),
  };

  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
