import { useEffect, useState } from 'react';

/**
 * Epoch ms that starts at the server's `now` (so the first client render matches the server HTML)
 * and follows the browser clock after hydration, ticking on each whole second.
 */
export function useTickingNow(serverNow: string): number {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, []);
  return now;
}
