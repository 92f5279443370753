import type { Config, Data } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { LandingData } from '../data.ts';
import { LandingChrome } from '../page/landing-page.tsx';
import { createPuckConfig, type LandingPuckComponents } from '../puck-config.tsx';
import { componentModuleTypes, lpSettingsSchema, type ComponentModuleType, type EditorRootProps, type LpSettings } from '../schema/index.ts';
import type { LabelFn } from '../modules/editor-fields.ts';
import { rootFields } from './root-fields.ts';
import { imageUrlField, type UploadImage } from './image-field.tsx';

export type EditorConfig = Config<LandingPuckComponents, EditorRootProps>;
export type EditorPuckData = Data<LandingPuckComponents, EditorRootProps>;

/** The page settings the preview's chrome shows while the root fields are being edited. */
function chromeSettings(base: LpSettings, r: EditorRootProps): LpSettings {
  const parsed = lpSettingsSchema.safeParse({
    ...base,
    header: { ...base.header, enabled: r.header_enabled, title: r.title, subtitle: r.subtitle, show_logo: r.show_logo, show_dates: r.show_dates, show_place: r.show_place },
    timer: { enabled: r.timer_enabled, target: r.timer_target, label: r.timer_label },
    theme: { theme_type: r.theme_type, side_menu_type: r.side_menu_type, default_bubbles: r.default_bubbles, main_color: /^#[0-9a-fA-F]{6}$/.test(r.main_color ?? '') ? r.main_color : undefined },
    navbar: { ...base.navbar, logo_outline: r.logo_outline },
    help: { enabled: r.help_enabled, faq: (r.help_faq ?? []).filter((f) => f.question.trim()), feedback_email: null },
    footer: { enabled: r.footer_enabled, text: r.footer_text ?? '', links: (r.footer_links ?? []).filter((l) => l.label.trim()) },
    modules: [],
  });
  // Half-typed values (an e-mail, a link) are not shown until they are valid; the save names them.
  return parsed.success ? parsed.data : base;
}

/**
 * The builder's Puck config: the public page's modules (same components, same render), a
 * "Page" panel for the page-wide settings, and a preview framed by the page's own chrome
 * (header, menu, footer), so what the organizer sees is what guests get. Component modules
 * choose their component from the event's own list.
 */
export function createEditorConfig(opts: {
  label: LabelFn;
  base: LpSettings;
  data: LandingData;
  components: { id: number; label: string; component_name: string }[];
  /** Where the image module's upload button sends the file; without it the address is typed. */
  uploadImage?: UploadImage;
}): EditorConfig {
  const modules = createPuckConfig(opts.label);
  const components = { ...modules.components } as Record<string, EditorConfig['components'][keyof LandingPuckComponents]>;
  for (const type of componentModuleTypes) {
    const own = opts.components.filter((c) => c.component_name === (type satisfies ComponentModuleType));
    const current = components[type]!;
    components[type] = {
      ...current,
      fields: {
        ...current.fields,
        component_id: {
          type: 'select',
          label: opts.label('editor.fields.componentId'),
          options: [{ value: '', label: opts.label('editor.root.no_component') }, ...own.map((c) => ({ value: c.id, label: c.label }))],
        },
      },
      defaultProps: { ...current.defaultProps, ...(own[0] ? { component_id: own[0].id } : {}) },
    } as (typeof components)[string];
  }
  if (opts.uploadImage) {
    const image = components.image!;
    components.image = { ...image, fields: { ...image.fields, url: imageUrlField(opts.label, opts.uploadImage) } } as (typeof components)[string];
  }
  return {
    components: components as EditorConfig['components'],
    root: {
      label: opts.label('editor.root.panel'),
      fields: rootFields(opts.label),
      render: ({ children, puck: _puck, editMode: _edit, ...root }: EditorRootProps & { children: ReactNode; puck?: unknown; editMode?: boolean }) => (
        <LandingChrome settings={chromeSettings(opts.base, root)} data={opts.data} skipLink={false}>
          {children}
        </LandingChrome>
      ),
    },
  };
}
