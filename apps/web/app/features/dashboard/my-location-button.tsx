import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useHydrated } from '../../components/ui/index.ts';
import { dashboardHref } from './dashboard-query.ts';

type State = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * "Use my location": asks the browser for the visitor's position and reloads the list around
 * it. Rendered only once hydrated and where the browser has geolocation; without either, the
 * list stays around the event's place. On refusal the list also stays there, and says so.
 */
export function MyLocationButton({ basePath, hasFallback }: { basePath: string; hasFallback: boolean }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('idle');
  if (!hydrated || typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;

  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setState('idle');
        void navigate(dashboardHref(basePath, 'near', { lat: pos.coords.latitude, lon: pos.coords.longitude }), { preventScrollReset: true });
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      // A coarse, possibly cached fix is plenty for "near you" and answers fast on phones.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  const failed = state === 'denied' || state === 'unavailable';
  return (
    <div className="db-locate">
      <Button type="button" variant="secondary" onClick={locate} busy={state === 'locating'} aria-describedby={failed ? 'db-locate-msg' : undefined}>
        {state === 'locating' ? t('near.locating') : t('near.use_location')}
      </Button>
      {failed ? (
        <Alert tone="warning" id="db-locate-msg">
          {t(state === 'denied' ? 'near.denied' : 'near.unavailable')} {hasFallback ? t('near.fallback') : null}
        </Alert>
      ) : null}
    </div>
  );
}
