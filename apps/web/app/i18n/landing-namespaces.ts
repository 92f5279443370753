/**
 * The translation namespaces a landing page (`/` or `/:slug`) may need: its modules (`landing`),
 * the header around them (event menu, account menu and the sign-in dialogs, the notification
 * bell) and the shared words. Only these go into that page's hydration data — the whole
 * dictionary was more than half of the page — and the root loader runs again, with every
 * namespace, as soon as the visitor leaves it (root.tsx shouldRevalidate).
 */
export const landingNamespaces = ['common', 'auth', 'accounts', 'notifications', 'dashboard', 'landing'] as const;

/**
 * What a landing page shows besides its modules, read from its request (root loader): a sign-in
 * screen open as a modal over it (`?modal=login|register|forgot-password`, auth-links.ts), and
 * whether the visitor is signed in (the notification bell, the account menu).
 */
export interface LandingView {
  modal: boolean;
  signedIn: boolean;
}

/** Everything a landing page can show (tests; no request at hand). */
export const everyLandingView: LandingView = { modal: true, signedIn: true };

/**
 * The namespaces of one view: a guest has no notification bell (the event layout's loader gives
 * none without a viewer), so the `notifications` namespace comes once the visitor signs in —
 * signing in runs an action, after which every loader, the root one too, runs again.
 */
export function landingNamespacesFor(view: LandingView): readonly string[] {
  // The sign-in forms' field messages (a password too short, an invalid address) are `accounts:validation.*`.
  return landingNamespaces.filter((ns) => (ns !== 'notifications' || view.signedIn) && (ns !== 'accounts' || view.modal));
}

/** The account header's own words (its links, the signed-in menu, the modal's close button); the rest of `auth` is the sign-in screens'. */
const authHeader = ['header', 'menu', 'ui'];

/**
 * Parts of those namespaces a landing page never shows, left out of its hydration data
 * (issue #15, the page's size): the builder's own words (the builder is an admin screen, which
 * loads everything), the error texts of screens a landing page has no form of — the invoice
 * generator, checkout and payments, discount codes, the builder, uploads, documents, the profile,
 * quizzes, the feed wall, session questions, the games and the moderator area — and the words of other pages in the shared
 * namespaces. The sign-in screens' words (and the errors only they show: sign-in, registration,
 * access) come only with `?modal=`: opening the modal is a navigation that changes the search,
 * after which the root loader runs again (React Router's default) and brings them before the
 * modal shows; closing it drops them again. Without JavaScript the modal is a page load with
 * `?modal=` too.
 * A visitor who moves on gets every namespace whole (root.tsx shouldRevalidate).
 */
const unsaidMessages = ['failed_to_load_event', 'not_authorized_for_event', 'no_components', 'not_authenticated'];

const notOnLandingPages: Record<string, (key: string, path: string, view: LandingView) => boolean> = {
  landing: (key, path) => path === '' && (key === 'builder' || key === 'editor'),
  common: (key, path, view) =>
    (path === 'errors' &&
      (/^(invoice|tickets|payment|discount|landing|attachment|document|component|profile|quiz|agenda_question|feed_wall|inbox|friends|bm|availability|moderation|treasure|qr_scan|photo_booth|points)[._]/.test(key) ||
        (!view.modal && /^(auth|access)[._]/.test(key)))) ||
    // SPEC's outcome messages no screen of ours says (their errors.* twins are what the pages show).
    (path === 'messages' && unsaidMessages.includes(key)),
  // Pages of their own (reset password, the registration link's outcomes), not the sign-in dialogs.
  auth: (key, path, view) => path === '' && (['reset', 'completed', 'invalid_token', 'token_expired'].includes(key) || (!view.modal && !authHeader.includes(key))),
  // The feed wall's notification texts are written by the server, in the recipient's language.
  notifications: (key, path) => path === '' && key === 'feed_wall',
  // Only the sign-in forms' field messages; the rest is the e-mails' (written by the server).
  accounts: (key, path) => path === '' && key !== 'validation',
  // The header's event menu only; the rest is the dashboard screen's.
  dashboard: (key, path) => path === '' && key !== 'nav',
};

type Tree = { [key: string]: string | Tree };

/** A landing page's copy of namespace `ns` for `view`: `tree` without what notOnLandingPages leaves out. */
export function landingPart(ns: string, tree: Tree, view: LandingView = everyLandingView): Tree {
  const omit = notOnLandingPages[ns];
  if (!omit) return tree;
  const walk = (t: Tree, path: string): Tree =>
    Object.fromEntries(
      Object.entries(t)
        .filter(([k]) => !omit(k, path, view))
        .map(([k, v]) => [k, typeof v === 'string' ? v : walk(v, path ? `${path}.${k}` : k)]),
    );
  return walk(tree, '');
}

/** Whether a path is an event's landing page: `/`, or `/<slug>` given the route's :slug (a data request for it too). */
export function isLandingPath(pathname: string, slug: string | null | undefined): boolean {
  // Trailing slashes cut by a loop: /\/+$/ tries every start in a run of them (15,000 slashes: 70 ms a request).
  let path = pathname.replace(/\.data$/, '');
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  path = path.slice(0, end) || '/';
  return path === '/' || path === '/_root' || (!!slug && path === `/${slug}`);
}
