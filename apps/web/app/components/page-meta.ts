import type { MetaDescriptor } from 'react-router';

/**
 * A child route's meta replaces its parents' whole: an event screen that only sets its title lost
 * the event's description (search engines then show page text instead) and icon. This keeps the
 * parents' tags other than the title, after the screen's own.
 */
export function withEventMeta(matches: readonly ({ meta?: MetaDescriptor[] } | undefined)[], own: MetaDescriptor[]): MetaDescriptor[] {
  const ownNames = new Set(own.map((tag) => ('name' in tag ? tag.name : undefined)).filter(Boolean));
  const inherited = matches
    .flatMap((m) => m?.meta ?? [])
    .filter((tag) => !('title' in tag) && !('name' in tag && ownNames.has(tag.name)));
  return [...own, ...inherited];
}

/** The title the parents' meta gave the page: the event's name, on an event screen. */
function parentTitle(matches: readonly ({ meta?: MetaDescriptor[] } | undefined)[]): string | undefined {
  return matches
    .flatMap((m) => m?.meta ?? [])
    .filter((tag): tag is { title: string } => 'title' in tag && typeof tag.title === 'string')
    .at(-1)?.title;
}

/**
 * The meta of a screen titled by its data (a component's label, a session's name): "Agenda ·
 * Foyer Summit 2027" and the event's other tags (WCAG 2.4.2: a tab or history entry of "Agenda"
 * alone does not say which event's).
 */
export function dataTitledMeta(matches: readonly ({ meta?: MetaDescriptor[] } | undefined)[], title: string | null | undefined): MetaDescriptor[] {
  const event = parentTitle(matches);
  return withEventMeta(matches, title ? [{ title: event ? `${title} · ${event}` : title }] : []);
}

/** A route's `handle` naming its screen for the document title: an i18n key, 'friends:title'. */
export interface TitledHandle {
  title?: string;
}

type MetaMatchLike = { id?: string; handle?: unknown; data?: unknown; loaderData?: unknown; meta?: MetaDescriptor[] } | undefined;
type Tree = { [key: string]: string | Tree };

/**
 * An event screen's document title, "Friends · Foyer Summit 2027": every screen said only the
 * event's name, so browser tabs, history and a screen reader arriving on a page could not tell
 * the screens apart (WCAG 2.4.2). The deepest route naming its screen (`handle.title`, a key) wins;
 * the words come from the root loader's resources in the page's language (meta runs outside React,
 * with no i18next instance), English when the language lacks them; words naming the event
 * (`{{event}}`) are the whole title.
 * A screen without a name, or whose words did not come with the page, keeps the event's name alone.
 * `ownKey` names a screen whose title depends on its data (onboarding's step) instead of its handle.
 */
export function screenTitle(matches: readonly MetaMatchLike[], eventTitle: string, ownKey?: string): string {
  const key = ownKey ?? [...matches].reverse().map((m) => (m?.handle as TitledHandle | undefined)?.title).find(Boolean);
  if (!key) return eventTitle;
  const root = matches.find((m) => m?.id === 'root');
  const { locale, resources } = ((root?.loaderData ?? root?.data) ?? {}) as { locale?: string; resources?: Record<string, Tree> };
  const name = wordsFor(resources, locale ?? 'en', key);
  if (!name) return eventTitle;
  // "Join {{event}}" names the event already.
  return name.includes('{{event}}') ? name.replaceAll('{{event}}', eventTitle) : `${name} · ${eventTitle}`;
}

function wordsFor(resources: Record<string, Tree> | undefined, locale: string, key: string): string | null {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  for (const lng of [locale, 'en']) {
    let node: string | Tree | undefined = resources?.[lng]?.[ns!];
    for (const part of path!.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string' && node) return node;
  }
  return null;
}

/**
 * The meta of a screen that names itself (`handle.title`) and has no tags of its own: the event's
 * tags, titled "Screen · Event". A route's meta sees only its own match and its parents' (React
 * Router builds them in order), so the event layout cannot title its children: each screen does.
 */
export function screenMeta({ matches }: { matches: readonly MetaMatchLike[] }, ownKey?: string): MetaDescriptor[] {
  return withEventMeta(matches, [{ title: screenTitle(matches, parentTitle(matches) ?? 'Foyer', ownKey) }]);
}
