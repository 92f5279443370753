import { data } from 'react-router';
import { RouteErrorPage } from '../../components/error-page.tsx';

/** Any path under an event that no screen claims: a translated 404 from the error boundary. */
export function loader() {
  throw data({ code: 'common.not_found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}

/** A loader's refusal (404, 403…) shows under the event's top bar, with the way back, not as a bare page. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
