import { useEffect, useState } from 'react';
import type { AuthStatus } from '../../components/ui/index.ts';

/** The statuses a sign-in passes through on the server, shown while the request runs (SPEC §4). */
const signInSteps: AuthStatus[] = ['LOGGING_IN', 'JOINING_EVENT', 'DOWNLOADING_USER_DATA', 'DOWNLOADING_EVENT_DATA'];
const sequences: Partial<Record<AuthStatus, AuthStatus[]>> = {
  LOGGING_IN: signInSteps,
  SUBMITTING_REQUIRED_DATA: ['SUBMITTING_REQUIRED_DATA', ...signInSteps.slice(1)],
  SIGNING_UP: ['SIGNING_UP'],
};
/** How long each step is shown before the next while the server works. */
export const stepMs = 450;

/**
 * The progress modal's status. `start(first)` shows the first status of its sequence and moves
 * along it while `pending`; the last step stays until the answer sets SUCCESS or ERROR.
 */
export function useProgressSteps(pending: boolean) {
  const [status, setStatus] = useState<AuthStatus | null>(null);
  const [sequence, setSequence] = useState<AuthStatus[]>([]);
  useEffect(() => {
    if (!pending || !status) return;
    const at = sequence.indexOf(status);
    if (at < 0 || at >= sequence.length - 1) return;
    const next = sequence[at + 1]!;
    // Only moves on from the step it was set for, whatever else happened meanwhile.
    const timer = setTimeout(() => setStatus((now) => (now === status ? next : now)), stepMs);
    return () => clearTimeout(timer);
  }, [pending, status, sequence]);
  return {
    status,
    start(first: AuthStatus) {
      const seq = sequences[first] ?? [first];
      setSequence(seq);
      setStatus(seq[0]!);
    },
  };
}
