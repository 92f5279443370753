import type { schema } from '@foyer/db';

type EventRow = typeof schema.events.$inferSelect;

/** SPEC §3 "events": exactly the fields the contract names, in its spelling. */
export function toEventRecord(e: EventRow) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    access_mode_type: e.access_mode_type,
    access_code_on: e.access_code_on,
    start_date: e.start_date.toISOString(),
    end_date: e.end_date.toISOString(),
    place_address: e.place_address,
    lon: e.lon,
    lat: e.lat,
    qrcode: e.qrcode,
    main_color: e.main_color,
    main_text_color: e.main_text_color,
    menu_item_text_color: e.menu_item_text_color,
    selected_menu_item_text_color: e.selected_menu_item_text_color,
    selected_menu_item_background_color: e.selected_menu_item_background_color,
    timezone: e.timezone,
    logo: e.logo,
    banner: e.banner,
    lp_banner: e.lp_banner,
    social_media_login: e.social_media_login,
    website: e.website,
    phone: e.phone,
    phone_country_code: e.phone_country_code,
    email: e.email,
    facebook_profile: e.facebook_profile,
    twitter_profile: e.twitter_profile,
    youtube_profile: e.youtube_profile,
    instagram_profile: e.instagram_profile,
    linked_profile: e.linked_profile,
    entrance_with_tickets: e.entrance_with_tickets,
    lp_settings: e.lp_settings,
    lp_url: e.lp_url,
    google_shop_app_id: e.google_shop_app_id,
    apple_shop_app_id: e.apple_shop_app_id,
    apple_bundle_id: e.apple_bundle_id,
    marketing_enabled: e.marketing_enabled,
    marketing_discount_percentage: e.marketing_discount_percentage,
    tax: e.tax,
    terms_of_sale_url: e.terms_of_sale_url,
    lp_configurator_enabled: e.lp_configurator_enabled,
    stripe_publish_key: e.stripe_publish_key,
  };
}

export type EventRecord = ReturnType<typeof toEventRecord>;

/** SPEC §3 "eventDisplay": the short form embedded in tickets and notifications. */
export function toEventDisplay(e: EventRow) {
  return {
    id: e.id,
    title: e.title,
    place_address: e.place_address,
    start_date: e.start_date.toISOString(),
    end_date: e.end_date.toISOString(),
    timezone: e.timezone,
    logo: e.logo,
    app_id: e.id,
    entrance_with_tickets: e.entrance_with_tickets,
  };
}

export function hasEnded(e: Pick<EventRow, 'end_date'>, now: Date): boolean {
  return e.end_date.getTime() <= now.getTime();
}
