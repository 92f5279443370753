import { useHydrated } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';

/**
 * Hidden fields every auth form sends: which intent, where to continue after signing in, and
 * (only once hydrated) that our JavaScript sent it — so without JavaScript the action redirects.
 */
export function FlowFields({ intent }: { intent?: string }) {
  const flow = useAuthFlow();
  const hydrated = useHydrated();
  return (
    <>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <input type="hidden" name="redirectTo" value={flow.redirectTo} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
    </>
  );
}
