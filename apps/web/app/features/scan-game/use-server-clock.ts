import { useEffect, useState } from 'react';

/**
 * The server's time, ticking every second. The page was rendered at `serverNow`; the phone's own
 * clock only measures how long ago that was, so a phone set minutes off still counts the same
 * 2 minutes the server will check. The first render shows `serverNow` (server and browser agree).
 */
export function useServerClock(serverNow: string): number {
  const rendered = Date.parse(serverNow);
  const [now, setNow] = useState(rendered);
  useEffect(() => {
    const offset = rendered - Date.now();
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [rendered]);
  return now;
}

export const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** 95 → "1:35". */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
