import type { LpSettings, LpSettingsInput } from './lp-settings-schema.ts';
import { modulesFromPuckContent, toPuckData, type PuckContentItem } from './puck-data.ts';

/**
 * The page-wide settings the builder edits beside the modules, flat, as Puck's root fields:
 * the header, the countdown in it, the theme, the help menu and the footer. Everything else of
 * lp_settings (payment, languages, register form, ticket forms) is kept as it was.
 */
export type EditorRootProps = {
  title?: string;
  subtitle?: string;
  header_enabled: boolean;
  show_logo: boolean;
  show_dates: boolean;
  show_place: boolean;
  timer_enabled: boolean;
  timer_target: 'start' | 'end';
  timer_label?: string;
  main_color?: string;
  theme_type: 'light' | 'dark';
  side_menu_type: 'full' | 'compact' | 'hidden';
  default_bubbles: boolean;
  logo_outline: boolean;
  help_enabled: boolean;
  feedback_email?: string;
  help_faq: { question: string; answer: string }[];
  footer_enabled: boolean;
  footer_text: string;
  footer_links: { label: string; url: string }[];
};

export type EditorData = { root: { props: EditorRootProps }; content: PuckContentItem[] };

export function toEditorData(settings: LpSettings): EditorData {
  const { header, timer, theme, help, footer, navbar } = settings;
  return {
    root: {
      props: {
        ...(header.title === undefined ? {} : { title: header.title }),
        ...(header.subtitle === undefined ? {} : { subtitle: header.subtitle }),
        header_enabled: header.enabled,
        show_logo: header.show_logo,
        show_dates: header.show_dates,
        show_place: header.show_place,
        timer_enabled: timer.enabled,
        timer_target: timer.target,
        ...(timer.label === undefined ? {} : { timer_label: timer.label }),
        ...(theme.main_color === undefined ? {} : { main_color: theme.main_color }),
        theme_type: theme.theme_type,
        side_menu_type: theme.side_menu_type,
        default_bubbles: theme.default_bubbles,
        logo_outline: navbar.logo_outline,
        help_enabled: help.enabled,
        ...(help.feedback_email === null ? {} : { feedback_email: help.feedback_email }),
        help_faq: help.faq.map((f) => ({ ...f })),
        footer_enabled: footer.enabled,
        footer_text: footer.text,
        footer_links: footer.links.map((l) => ({ ...l })),
      },
    },
    content: toPuckData(settings).content,
  };
}

/** An optional text field the editor emptied means "not set". */
const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/**
 * The document to save after an edit: validated by the server (core landing/lp-document), which
 * answers with `lp_settings.*` paths; module items that do not validate are kept as they are so
 * the server names them (modules.N is the editor's content[N]).
 */
export function fromEditorData(data: EditorData, previous: LpSettings): LpSettingsInput {
  const r = data.root.props;
  const { modules, issues } = modulesFromPuckContent(data.content);
  const rawModules = issues.length
    ? data.content.map((item, order) => {
        const { id, component_id, visible, only_for_logged_in, only_for_guests, ...props } = item.props;
        return { id, type: item.type, order, visible, only_for_logged_in, only_for_guests, props, ...(component_id == null || component_id === '' ? {} : { component_id }) };
      })
    : modules;
  return {
    ...previous,
    header: {
      ...previous.header,
      enabled: r.header_enabled,
      title: optional(r.title),
      subtitle: optional(r.subtitle),
      show_logo: r.show_logo,
      show_dates: r.show_dates,
      show_place: r.show_place,
    },
    timer: { enabled: r.timer_enabled, target: r.timer_target, label: optional(r.timer_label) },
    theme: { theme_type: r.theme_type, side_menu_type: r.side_menu_type, default_bubbles: r.default_bubbles, main_color: optional(r.main_color) },
    navbar: { ...previous.navbar, logo_outline: r.logo_outline },
    help: { enabled: r.help_enabled, faq: r.help_faq ?? [], feedback_email: optional(r.feedback_email) ?? null },
    footer: { enabled: r.footer_enabled, text: r.footer_text ?? '', links: r.footer_links ?? [] },
    modules: rawModules as LpSettingsInput['modules'],
  };
}
