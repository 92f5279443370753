import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the server render and the hydration pass, true afterwards. Controls that only
 * work with JavaScript (a password toggle, a social sign-in button) render once this is true,
 * so the server HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
