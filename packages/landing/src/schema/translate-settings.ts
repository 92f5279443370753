import type { LpSettings } from './lp-settings-schema.ts';

/** Module props that are not words a visitor reads: addresses of things, numbers, choices. */
const NOT_WORDS = new Set(['url', 'href', 'address', 'lat', 'lon', 'limit', 'zoom', 'target', 'layout', 'variant', 'hex', 'color']);

function translateValue(value: unknown, t: (s: string) => string, key: string): unknown {
  if (NOT_WORDS.has(key)) return value;
  if (typeof value === 'string') return t(value);
  if (Array.isArray(value)) return value.map((v) => translateValue(v, t, ''));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateValue(v, t, k)]));
  return value;
}

/**
 * The landing config with the organizer's words in the visitor's language (`t`: the event's
 * dictionary, core events/event-text): header, timer, help, footer and every module's texts.
 * Links, addresses and settings stay as they are.
 */
export function translateSettings(settings: LpSettings, t: (s: string) => string): LpSettings {
  const words = (s: string | undefined) => (s === undefined ? s : t(s));
  return {
    ...settings,
    header: { ...settings.header, title: words(settings.header.title), subtitle: words(settings.header.subtitle), cta: settings.header.cta ? { ...settings.header.cta, label: t(settings.header.cta.label) } : settings.header.cta },
    timer: { ...settings.timer, label: words(settings.timer.label) },
    help: { ...settings.help, faq: settings.help.faq.map((f) => ({ ...f, question: t(f.question), answer: t(f.answer) })) },
    footer: { ...settings.footer, text: t(settings.footer.text), links: settings.footer.links.map((l) => ({ ...l, label: t(l.label) })) },
    modules: settings.modules.map((m) => ({ ...m, props: translateValue(m.props, t, '') })) as LpSettings['modules'],
  };
}
