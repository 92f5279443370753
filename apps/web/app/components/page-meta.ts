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
