import type { Config, Data } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { LandingData } from '../data.ts';
import { LandingChrome } from '../page/landing-page.tsx';
import { createPuckConfig, type LandingPuckComponents } from '../puck-config.tsx';
import { componentModuleTypes, fromEditorData, lpSettingsSchema, type ComponentModuleType, type EditorRootProps, type LpSettings } from '../schema/index.ts';
import type { LabelFn } from '../modules/editor-fields.ts';
import { rootFields } from './root-fields.ts';
import { imageUrlField, type UploadImage } from './image-field.tsx';

export type EditorConfig = Config<LandingPuckComponents, EditorRootProps>;
export type EditorPuckData = Data<LandingPuckComponents, EditorRootProps>;

/**
 * The page settings the preview's chrome shows while the root fields are being edited: what a
 * save would store (fromEditorData), less what is still being typed — an empty FAQ or link row,
 * a half-written colour or e-mail — which would otherwise fail the whole document; the save
 * names those.
 */
function chromeSettings(base: LpSettings, r: EditorRootProps): LpSettings {
  const typed: EditorRootProps = {
    ...r,
    main_color: /^#[0-9a-fA-F]{6}$/.test(r.main_color ?? '') ? r.main_color : undefined,
    help_faq: (r.help_faq ?? []).filter((f) => f.question.trim()),
    footer_links: (r.footer_links ?? []).filter((l) => l.label.trim()),
  };
  delete typed.feedback_email;
  const parsed = lpSettingsSchema.safeParse(fromEditorData({ root: { props: typed }, content: [] }, base));
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
        <LandingChrome settings={chromeSettings(opts.base, root)} data={opts.data} skipLink={false} landmark={false}>
          {children}
        </LandingChrome>
      ),
    },
  };
}
