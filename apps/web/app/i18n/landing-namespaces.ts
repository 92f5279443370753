/**
 * The translation namespaces a guest's landing page (`/` or `/:slug`) needs: its modules
 * (`landing`), the header around them (event menu, account menu and the sign-in dialogs, the
 * notification bell) and the shared words. Only these go into that page's hydration data — the
 * whole dictionary was more than half of the page — and the root loader runs again, with every
 * namespace, as soon as the visitor leaves it (root.tsx shouldRevalidate).
 */
export const landingNamespaces = ['common', 'auth', 'notifications', 'dashboard', 'landing'] as const;

/**
 * Parts of those namespaces a guest's landing page never shows, left out of its hydration data
 * (issue #15, the page's size): the builder's own words (the builder is an admin screen, which
 * loads everything), the error texts of screens a landing page has no form of — the invoice
 * generator, checkout and payments, discount codes, the builder, uploads, documents, the profile —
 * and the words of other pages in the shared namespaces.
 * A visitor who moves on gets every namespace whole (root.tsx shouldRevalidate).
 */
const notOnLandingPages: Record<string, (key: string, path: string) => boolean> = {
  landing: (key, path) => path === '' && (key === 'builder' || key === 'editor'),
  common: (key, path) => path === 'errors' && /^(invoice|tickets|payment|discount|landing|attachment|document|component|profile|quiz|agenda_question)[._]/.test(key),
  // Pages of their own (reset password, the registration link's outcomes), not the sign-in dialogs.
  auth: (key, path) => path === '' && ['reset', 'completed', 'invalid_token', 'token_expired'].includes(key),
  // The feed wall's notification texts are written by the server, in the recipient's language.
  notifications: (key, path) => path === '' && key === 'feed_wall',
  // The header's event menu only; the rest is the dashboard screen's.
  dashboard: (key, path) => path === '' && key !== 'nav',
};

type Tree = { [key: string]: string | Tree };

/** A landing page's copy of namespace `ns`: `tree` without what notOnLandingPages leaves out. */
export function landingPart(ns: string, tree: Tree): Tree {
  const omit = notOnLandingPages[ns];
  if (!omit) return tree;
  const walk = (t: Tree, path: string): Tree =>
    Object.fromEntries(
      Object.entries(t)
        .filter(([k]) => !omit(k, path))
        .map(([k, v]) => [k, typeof v === 'string' ? v : walk(v, path ? `${path}.${k}` : k)]),
    );
  return walk(tree, '');
}

/** Whether a path is an event's landing page: `/`, or `/<slug>` given the route's :slug (a data request for it too). */
export function isLandingPath(pathname: string, slug: string | null | undefined): boolean {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return path === '/' || path === '/_root' || (!!slug && path === `/${slug}`);
}
