/**
 * What the landing page needs besides its settings. The web app's loader fills it (scoped to one
 * event), and the page hands it to the module components through `LandingDataContext`.
 */

export type LandingEvent = {
  id: number;
  title: string;
  description: string | null;
  /** ISO 8601 instants. */
  start_date: string;
  end_date: string;
  /** IANA zone, e.g. "Europe/Warsaw"; dates are shown in it. */
  timezone: string;
  place_address: string | null;
  lat: number | null;
  lon: number | null;
  /** Picture URLs. */
  logo: string | null;
  banner: string | null;
  lp_banner: string | null;
  /** Hex colours ("#1a2b3c"); anything else is ignored. */
  main_color: string | null;
  main_text_color: string | null;
  menu_item_text_color: string | null;
  selected_menu_item_text_color: string | null;
  selected_menu_item_background_color: string | null;
  email: string | null;
  website: string | null;
  facebook_profile: string | null;
  twitter_profile: string | null;
  youtube_profile: string | null;
  instagram_profile: string | null;
  linked_profile: string | null;
};

/** An event component (agenda, speakers, ...) shown on the landing page, for the side menu. */
export type LandingComponent = { id: number; label: string; component_name: string; order: number };

export type AgendaPreview = {
  kind: 'agenda';
  sessions: {
    id: number;
    name: string;
    time_start: string;
    time_end: string;
    place: { value: string; hex: string } | null;
    speakers: string[];
  }[];
};

export type SpeakersPreview = {
  kind: 'speakers';
  speakers: { id: number; first_name: string; last_name: string; position: string | null; company: string | null; picture: string | null }[];
};

export type ExhibitorsPreview = {
  kind: 'exhibitors';
  exhibitors: { id: number; name: string; scope_description: string | null; picture: string | null; vip: boolean }[];
};

export type PartnersPreview = {
  kind: 'partners';
  categories: {
    id: number;
    name: string;
    level: number;
    partners: { id: number; name: string; picture: string | null; www: string | null }[];
  }[];
};

export type TicketsPreview = {
  kind: 'tickets';
  /** `price` in minor units (grosze); `tickets_left` null means unlimited. */
  tickets: { id: number; name: string; price: number; currency: string; tickets_left: number | null }[];
};

export type Preview = AgendaPreview | SpeakersPreview | ExhibitorsPreview | PartnersPreview | TicketsPreview;
export type PreviewKind = Preview['kind'];
export type PreviewOf<K extends PreviewKind> = Extract<Preview, { kind: K }>;

export type LandingData = {
  event: LandingEvent;
  components: LandingComponent[];
  /** Keyed by component id. */
  previews: Record<number, Preview>;
  /** The server's clock at render time, ISO; the countdown starts from it so SSR output is complete. */
  now: string;
  loggedIn: boolean;
  locale: string;
  /** '' for a custom domain or '/demo' for an event under its slug; no trailing slash. */
  basePath: string;
};
