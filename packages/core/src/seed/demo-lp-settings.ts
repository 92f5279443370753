import type { LpSettingsInput } from '@foyer/landing/schema';
import { locales } from '@foyer/i18n';
import type { DemoComponentIds } from './seed-event.ts';
import { demoTranslations } from './demo-translations/index.ts';
import { demoEventWords } from './demo-event-words.ts';

const registerTexts: Record<string, Record<string, string>> = {
  pl: { register_title: 'Dołącz do Foyer Summit 2027', register_subtitle: 'Załóż konto, aby kupić bilet i zaplanować swoją agendę.' },
  de: { register_title: 'Seien Sie beim Foyer Summit 2027 dabei', register_subtitle: 'Erstellen Sie ein Konto, um Tickets zu kaufen und Ihre Agenda zu planen.' },
};

const slug = '/demo';

/**
 * The demo landing page: every module type at least once, in the order a visitor reads it.
 * The "welcome back" box is only for logged-in users and the registration call to action only
 * for guests, so both visibility flags are exercised. Its words are English, translated into the
 * other eight languages in `translations`.
 */
export function buildDemoLpSettings(ids: DemoComponentIds): LpSettingsInput {
  let order = 0;
  const next = () => (order += 10);
  const base = (id: string) => ({ id, order: next(), visible: true, only_for_logged_in: false, only_for_guests: false });

  return {
    header: {
      enabled: true,
      title: 'Foyer Summit 2027',
      subtitle: 'Three days of product, engineering and community in Warsaw',
      show_logo: true,
      show_dates: true,
      show_place: true,
      cta: { label: 'Get your ticket', href: `${slug}/buy-ticket` },
    },
    // One countdown on the page: the module below (a timer in the header as well read as a glitch).
    timer: { enabled: false, target: 'start', label: 'Doors open in' },
    // No decorative bubbles: over the content they read as a stray circle.
    theme: { theme_type: 'light', side_menu_type: 'full', default_bubbles: false },
    inbox: { enabled: true },
    side_menu: { enabled: true },
    features: { agenda_rating_popup: true, custom_separator: null },
    // The questions live in the FAQ module; help offers the feedback address (one FAQ on the page).
    help: { enabled: true, faq: [], feedback_email: 'hello@demo.foyer.test' },
    navbar: { logo_outline: false },
    footer: {
      enabled: true,
      text: '© 2027 Foyer Demo · Foyer Summit, Warsaw',
      links: [
        { label: 'Terms of sale', url: `${slug}/legal` },
        { label: 'Website', url: 'https://summit.demo.foyer.test' },
      ],
    },
    payment: { gateways: ['payu', 'p24', 'stripe', 'bluemedia'], default_gateway: 'payu' },
    // The event's words in every language it offers (core events/event-text), and the
    // registration form's own title and subtitle (SPEC's custom form translations).
    translations: Object.fromEntries(
      Object.entries(demoTranslations).map(([lng, words]) => [lng, { ...words, ...demoEventWords[lng as keyof typeof demoEventWords], ...registerTexts[lng] }]),
    ),
    modules: [
      {
        ...base('welcome'),
        type: 'text',
        props: {
          heading: 'Welcome to Foyer Summit',
          body:
            'Join 1,500 product people, engineers and organizers for three days of talks, workshops and ' +
            'networking at EXPO XXI in Warsaw.',
        },
      },
      {
        ...base('welcome-back'),
        only_for_logged_in: true,
        type: 'cta',
        props: {
          heading: 'Welcome aboard',
          body: 'Your tickets, invoices and personal agenda are one click away. See you in Warsaw!',
          label: 'My tickets',
          href: `${slug}/profile/tickets`,
        },
      },
      { ...base('countdown'), type: 'countdown', props: { label: 'The summit starts in' } },
      {
        ...base('aftermovie'),
        type: 'video',
        props: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Foyer Summit 2026 aftermovie' },
      },
      { ...base('agenda'), type: 'agenda', component_id: ids.agenda, props: { heading: 'Agenda', limit: 6 } },
      { ...base('speakers'), type: 'speakers', component_id: ids.speakers, props: { heading: 'Speakers', limit: 8 } },
      { ...base('tickets'), type: 'tickets', component_id: ids.tickets, props: { heading: 'Tickets' } },
      {
        ...base('register-cta'),
        only_for_guests: true,
        type: 'cta',
        props: {
          heading: 'Create your free account',
          body: 'Sign up to build your agenda, meet other attendees and get event news.',
          label: 'Register',
          href: `${slug}/register`,
        },
      },
      { ...base('exhibitors'), type: 'exhibitors', component_id: ids.exhibitors, props: { heading: 'Exhibitors', limit: 12 } },
      { ...base('partners'), type: 'partners', component_id: ids.partners, props: { heading: 'Partners' } },
      {
        ...base('venue-photo'),
        type: 'image',
        props: {
          url: '/media/demo-venue.svg',
          alt: 'Illustration of the main conference hall with its stage',
        },
      },
      {
        ...base('venue'),
        type: 'venue_map',
        props: { heading: 'Venue', address: 'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Warszawa', lat: 52.2247, lon: 20.9539 },
      },
      {
        ...base('faq'),
        type: 'faq',
        props: {
          heading: 'Frequently asked questions',
          items: [
            { question: 'Is there a student discount?', answer: 'Yes — the Student ticket is free with a valid student ID.' },
            { question: 'Do you offer group discounts?', answer: 'Buy 5 tickets for 5% off, or 10 for 10% off.' },
            { question: 'Will I get an invoice?', answer: 'Yes, a VAT invoice or a proforma can be requested at checkout.' },
          ],
        },
      },
      { ...base('social'), type: 'social_media', props: { heading: 'Follow us' } },
    ],
    register_form: {
      fields: [
        { id: 'company', required: true },
        { id: 'position', required: false },
      ],
    },
    ticket_forms: {},
    language: { default: 'en', available: [...locales] },
  };
}
