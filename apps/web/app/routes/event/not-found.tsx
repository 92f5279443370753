import { data } from 'react-router';

/** Any path under an event that no screen claims: a translated 404 from the error boundary. */
export function loader() {
  throw data({ code: 'common.not_found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
