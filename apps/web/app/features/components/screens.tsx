import type { ComponentType } from 'react';
import { NotificationsComponentScreen } from '../notifications/notifications-screen.tsx';
import { SpeakersScreen } from '../speakers/speakers-screen';
import { ExhibitorsScreen } from '../exhibitors/exhibitors-screen';
import { AgendaScreen } from '../agenda/agenda-screen.tsx';
import { AttendeesScreen } from '../attendees/attendees-screen.tsx';
import { PartnersScreen } from '../partners/partners-screen.tsx';
import { VenuesScreen } from '../venues/venues-screen.tsx';
import { ResourcesScreen } from '../resources/resources-screen.tsx';
import { AudioVisualsScreen } from '../audio-visuals/audio-visuals-screen.tsx';
import { SocialMediaScreen } from '../social-media/social-media-screen.tsx';
import { FeedWallScreen } from '../feed-wall/feed-wall-screen.tsx';
import { QuizListScreen } from '../quizzes/quiz-list-screen.tsx';
import { GamesHubScreen } from '../games/games-hub-screen.tsx';

export interface ScreenProps<D = unknown> {
  data: D;
  component: { id: number; label: string; component_name: string };
  basePath: string;
}

/** The client half of each component screen, keyed by component_name (see screen-loaders.server.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const screens: Partial<Record<string, ComponentType<ScreenProps<any>>>> = {
  agenda: AgendaScreen,
  notifications: NotificationsComponentScreen,
  partners: PartnersScreen,
  attendees: AttendeesScreen,
  speakers: SpeakersScreen,
  exhibitors: ExhibitorsScreen,
  venues: VenuesScreen,
  resources: ResourcesScreen,
  audio_visuals: AudioVisualsScreen,
  social_media: SocialMediaScreen,
  feed_wall: FeedWallScreen,
  survey_quiz_component: QuizListScreen,
  treasure_hunt: GamesHubScreen,
};
