import './zod-without-eval.client';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Resource } from 'i18next';
import { locales, localeInfo, isLocale, type Locale } from '@foyer/i18n';
import type { Route } from './+types/root';
import { createI18n } from './i18n/create-i18n';
import { RouteAnnouncer } from './components/route-announcer';
import { ErrorPage } from './components/error-page';
import { useNonce } from './components/nonce';
import { eventForRequest, eventLanguages } from './server/request-event.server';
import { localeForRequest, resourcesFor } from './server/locale.server';
import { isLandingPath } from './i18n/landing-namespaces';
import { isAuthScreen, modalParam } from './features/auth/auth-links';
import { webViewer } from './session/web-session.server';
import './app.css';
import { answeredOffline, doorListNavigation } from './features/check-in/offline/answered-offline.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const event = await eventForRequest(context.ctx, request);
  const languages = await eventLanguages(context.ctx, request, event);
  const { locale, setCookie } = localeForRequest(request, languages);
  // Rotated or dropped session tokens reach the browser through the root loader, which runs on
  // every navigation.
  const session = await webViewer(context.ctx, request);
  const headers = new Headers();
  if (setCookie) headers.append('Set-Cookie', setCookie);
  if (session.setCookie) headers.append('Set-Cookie', session.setCookie);
  const offered = languages.length ? locales.filter((l) => languages.some((x) => x.lang_code === l)) : [...locales];
  const viewer = session.viewer
    ? { user_identity_token: session.viewer.user_identity_token, first_name: session.viewer.first_name, last_name: session.viewer.last_name, email: session.viewer.email }
    : null;
  // No SMTP_URL: the auth dialogs say that mail is read at /dev/mailbox (same for every visitor).
  const mailKept = context.ctx.config.mailKept;
  // A landing page carries only the words it shows (landing-namespaces.ts): the sign-in screens'
  // while one is open over it (`?modal=`), the notification bell's to a signed-in visitor.
  const url = new URL(request.url);
  const landing = isLandingPath(url.pathname, params.slug) ? { modal: isAuthScreen(url.searchParams.get(modalParam)), signedIn: viewer !== null } : undefined;
  const resources = resourcesFor(locale, landing) as Resource;
  // The language menu shows a language's own name and links its code (the country stays here).
  return data({ locale, resources, offered: offered.map((l) => ({ title: localeInfo[l].title, localeCode: l })), viewer, mailKept }, { headers });
}

/**
 * Leaving a landing page loads every namespace (the root loader again), since it may have come with
 * only its own words — the same test the loader made, on the URL and params both sides have.
 * A door's answer made offline, and a move within a door's lists, fetch nothing (answered-offline.ts).
 */
export function shouldRevalidate({ currentUrl, currentParams, nextUrl, formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (answeredOffline(actionResult) || doorListNavigation({ currentUrl, nextUrl, formMethod })) return false;
  // Closing a sign-in modal over a landing page (a link, Escape) keeps the words it brought: new
  // words would give the page a new translation instance and lose the focus the dialog hands back
  // to its opener. Signing in is a form submission, which loads everything again as before.
  const closingModal = !formMethod && nextUrl.pathname === currentUrl.pathname && currentUrl.searchParams.has('modal') && !nextUrl.searchParams.has('modal');
  if (closingModal && isLandingPath(currentUrl.pathname, currentParams.slug)) return false;
  if (nextUrl.pathname !== currentUrl.pathname && isLandingPath(currentUrl.pathname, currentParams.slug)) return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const locale: Locale = root && isLocale(root.locale) ? root.locale : 'en';
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useI18n(locale: string | undefined, resources: Resource | undefined) {
  return useMemo(() => createI18n(locale ?? 'en', resources ?? {}), [locale, resources]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n(loaderData.locale, loaderData.resources);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
      <RouteAnnouncer />
    </I18nextProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  const i18n = useI18n(root?.locale, root?.resources);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const code = isRouteErrorResponse(error) ? (error.data as { code?: string } | undefined)?.code : undefined;
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorPage status={status} code={code} />
    </I18nextProvider>
  );
}
