/**
 * The translation namespaces a guest's landing page (`/` or `/:slug`) needs: its modules
 * (`landing`), the header around them (event menu, account menu and the sign-in dialogs, the
 * notification bell) and the shared words. Only these go into that page's hydration data — the
 * whole dictionary was more than half of the page — and the root loader runs again, with every
 * namespace, as soon as the visitor leaves it (root.tsx shouldRevalidate).
 */
export const landingNamespaces = ['common', 'auth', 'notifications', 'dashboard', 'landing'] as const;

/** Whether a path is an event's landing page: `/`, or `/<slug>` given the route's :slug (a data request for it too). */
export function isLandingPath(pathname: string, slug: string | null | undefined): boolean {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return path === '/' || path === '/_root' || (!!slug && path === `/${slug}`);
}
