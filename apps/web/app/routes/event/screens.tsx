import { Outlet } from 'react-router';
import { RouteErrorPage } from '../../components/error-page.tsx';

/**
 * Every event screen sits in this pathless route, inside the event layout: a screen's loader or
 * action refusal (404, 403…) is caught here and shown under the event's top bar, with the way
 * back, instead of reaching the root's bare page. One boundary for all screens, so a new screen
 * cannot forget it (a screen may still have its own).
 */
export default function EventScreens() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
