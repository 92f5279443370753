export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export type CountdownState =
  | { phase: 'counting'; until: 'start' | 'end'; parts: CountdownParts }
  | { phase: 'started' }
  | { phase: 'ended' };

export function splitDuration(milliseconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * Where a countdown stands at `now` (epoch ms). Counting to the start turns into "started" once
 * the event begins, and both turn into "ended" after it. Null when the event's dates are unreadable.
 */
export function computeCountdown(input: { start: string; end: string; now: number; target: 'start' | 'end' }): CountdownState | null {
  const start = Date.parse(input.start);
  const end = Date.parse(input.end);
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(input.now)) return null;
  if (input.now >= end) return { phase: 'ended' };
  if (input.target === 'end') return { phase: 'counting', until: 'end', parts: splitDuration(end - input.now) };
  if (input.now >= start) return { phase: 'started' };
  return { phase: 'counting', until: 'start', parts: splitDuration(start - input.now) };
}
