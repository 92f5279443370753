import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@foyer/core/errors';
import { ScreenMain } from './screen-main';
import { useEventLayout } from '../features/auth/use-event-base.ts';

/**
 * What a person sees instead of a stack trace: a translated message keyed by the error code
 * (SPEC §8), the HTTP status for the record, and a way back.
 */
export function ErrorPage({ status, code }: { status: number; code?: string | undefined }) {
  const { t } = useTranslation();
  // English defaults: when the root loader itself failed (the database is away) no translations
  // reached the page, and a bare key is worse than English.
  const something = t('messages.something_went_wrong', { defaultValue: 'Oops... something went wrong' });
  // Inside an event (its layout loaded): the way back is its home, under the event's top bar.
  const eventHome = useEventLayout()?.basePath;
  const title =
    code === 'event.invalid'
      ? t('messages.invalid_event_title', { defaultValue: 'Event not found' })
      : status === 404
        ? t('messages.page_not_found_title', { defaultValue: 'Page not found' })
        : status === 403
          ? t('messages.forbidden_title', { defaultValue: 'No access' })
          : something;
  const body = code
    ? t(errorKey(code), { defaultValue: something })
    : status === 404
      ? t('messages.page_not_found', { defaultValue: 'This page does not exist.' })
      : t('messages.server_unavailable', { defaultValue: 'The server is unavailable. Please try again in a moment.' });
  return (
    <ScreenMain className="error-page" aria-labelledby="error-title">
      <title>{title}</title>
      <h1 id="error-title">{title}</h1>
      <p role="alert">{body}</p>
      {eventHome !== undefined ? (
        <p>
          <Link to={eventHome || '/'}>{t('app.back_home', { defaultValue: 'Go to the event home page' })}</Link>
        </p>
      ) : null}
      <p className="error-status">HTTP {status}</p>
    </ScreenMain>
  );
}

/** A route's error boundary: the error the router caught, as an ErrorPage (its code when a loader threw one). */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code = isRouteErrorResponse(error) ? (error.data as { code?: string } | undefined)?.code : undefined;
  return <ErrorPage status={status} code={code} />;
}
