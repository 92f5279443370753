import { redirect } from 'react-router';
import type { Ctx } from '@foyer/core/context';
import type { loadComponent } from './load-component.server';
import { loadNotifications } from '../notifications/notifications.server.ts';
import { loadSpeakers } from '../speakers/load-speakers.server';
import { loadExhibitors } from '../exhibitors/load-exhibitors.server';
import { loadAgenda } from '../agenda/agenda.server.ts';
import { loadAttendees } from '../attendees/attendees.server.ts';
import { loadPartners } from '../partners/partners.server.ts';
import { loadVenues } from '../venues/venues.server.ts';
import { loadResources } from '../resources/resources.server.ts';
import { loadAudioVisuals } from '../audio-visuals/audio-visuals.server.ts';
import { loadSocialMedia } from '../social-media/social-media.server.ts';
import { loadFeedWall } from '../feed-wall/feed-wall.server.ts';
import { loadQuizList } from '../quizzes/quizzes.server.ts';
import { loadGamesHub } from '../games/games.server.ts';

export type ScreenLoaderArgs = { ctx: Ctx; request: Request } & Awaited<ReturnType<typeof loadComponent>>;

/**
 * The server half of each component screen, keyed by component_name. A capability adds its
 * screen here and in screens.tsx; a component without an entry answers 404.
 */
export const screenLoaders: Partial<Record<string, (args: ScreenLoaderArgs) => Promise<unknown>>> = {
  agenda: loadAgenda,
  notifications: loadNotifications,
  partners: loadPartners,
  attendees: loadAttendees,
  speakers: loadSpeakers,
  exhibitors: loadExhibitors,
  venues: loadVenues,
  resources: loadResources,
  audio_visuals: loadAudioVisuals,
  social_media: loadSocialMedia,
  feed_wall: loadFeedWall,
  survey_quiz_component: loadQuizList,
  treasure_hunt: loadGamesHub,
  // Business matching has screens of its own (SPEC §2 `business-matching`): the menu entry leads there.
  business_matching: async ({ request }) => {
    const url = new URL(request.url);
    throw redirect(url.pathname.replace(/\/component\/[^/]+\/?$/, '/business-matching') + url.search);
  },
};
