import { z } from '@hono/zod-openapi';

const s = z.string().nullable();

/** SPEC §3 "events". */
export const EventRecord = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: s,
    access_mode_type: z.enum(['none', 'close', 'whitelist']),
    access_code_on: z.boolean(),
    start_date: z.string().openapi({ format: 'date-time' }),
    end_date: z.string().openapi({ format: 'date-time' }),
    place_address: s,
    lon: z.number().nullable(),
    lat: z.number().nullable(),
    qrcode: s,
    main_color: s,
    main_text_color: s,
    menu_item_text_color: s,
    selected_menu_item_text_color: s,
    selected_menu_item_background_color: s,
    timezone: z.string(),
    logo: s,
    banner: s,
    lp_banner: s,
    social_media_login: z.boolean(),
    website: s,
    phone: s,
    phone_country_code: s,
    email: s,
    facebook_profile: s,
    twitter_profile: s,
    youtube_profile: s,
    instagram_profile: s,
    linked_profile: s,
    entrance_with_tickets: z.boolean(),
    lp_settings: s.openapi({ description: 'Landing-page configuration as a JSON string' }),
    lp_url: z.string(),
    google_shop_app_id: s,
    apple_shop_app_id: s,
    apple_bundle_id: s,
    marketing_enabled: z.boolean(),
    marketing_discount_percentage: z.number().nullable(),
    tax: z.number(),
    terms_of_sale_url: s,
    lp_configurator_enabled: z.boolean(),
    stripe_publish_key: s,
  })
  .openapi('Event');

/** SPEC §3 "components". */
export const ComponentRecord = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    label: z.string(),
    order: z.number().int(),
    visible_on_lp: z.boolean(),
    component_name: z.string(),
    additional_info: z.object({
      business_matching_type: z.string().optional(),
      is_video_call_enabled: z.boolean().optional(),
    }),
  })
  .openapi('Component');

/** SPEC §3 event language. */
export const EventLanguage = z.object({ lang_code: z.string(), default_lang: z.boolean() }).openapi('EventLanguage');
