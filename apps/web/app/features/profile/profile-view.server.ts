import type { Ctx } from '@foyer/core/context';
import { getCurrentUser } from '@foyer/core/profile/get-current-user';
import { countryOptions } from './country-options.server.ts';
import { profileScreen } from './profile-edit.server.ts';
import { eventLocale } from '../../server/request-event.server.ts';
import { profileGames } from '../scan-game/profile-games.server.ts';
import { readOutcome } from '../components/outcome-query.ts';
import { profileOutcomes } from './profile-outcomes.ts';

/** The signed-in user's own profile (SPEC §2 "profile"), with the country named in the UI language. */
export async function profileLoader(ctx: Ctx, request: Request, slug: string | undefined) {
  const { event, viewer } = await profileScreen(ctx, request, slug);
  const [user, locale] = await Promise.all([getCurrentUser(ctx, viewer), eventLocale(ctx, request, event)]);
  const country = user.country ? (countryOptions(locale).find((c) => c.code === user.country)?.name ?? user.country) : null;
  return { user, countryName: country, saved: readOutcome(profileOutcomes, new URL(request.url).searchParams).notice === 'profile', games: await profileGames(ctx, request, event, viewer) };
}
