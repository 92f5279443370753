/** The screens that work both as a page and as a modal (SPEC §2). */
export const authScreens = ['login', 'register', 'forgot-password'] as const;
export type AuthScreen = (typeof authScreens)[number];

export const isAuthScreen = (v: unknown): v is AuthScreen => typeof v === 'string' && (authScreens as readonly string[]).includes(v);

/** The search parameter that opens a screen as a modal over the current page. */
export const modalParam = 'modal';

function withParams(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The current page with `?modal=` set to `screen`, or removed when `screen` is null; other parameters stay. */
export function modalHref(pathname: string, search: string, screen: AuthScreen | null): string {
  const params = new URLSearchParams(search);
  if (screen) params.set(modalParam, screen);
  else params.delete(modalParam);
  return withParams(pathname, params);
}

/** A screen as a full page; page mode keeps the current query parameters (SPEC §2). */
export function pageHref(basePath: string, screen: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete(modalParam);
  return withParams(`${basePath}/${screen}`, params);
}

/** The event home: `/:slug`, or `/` for the host's event. */
export function introductionPath(basePath: string): string {
  return basePath || '/';
}
