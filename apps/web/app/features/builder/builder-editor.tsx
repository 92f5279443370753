import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { blocksPlugin, createEditorConfig, fieldsPlugin, outlinePlugin, Puck, type EditorPuckData } from '@foyer/landing/editor';
import type { EditorData, LpSettings } from '@foyer/landing/schema';
import type { LandingData } from '@foyer/landing';
import { useLabelPuckControls } from './label-puck-controls.ts';
import { translatedActionBar } from './translated-action-bar.tsx';

export type BuilderEditorProps = {
  source: LpSettings;
  initial: EditorData;
  landingData: LandingData;
  components: { id: number; label: string; component_name: string }[];
  /** In another language than the event's own, only words change: no adding, moving or removing. */
  translating: boolean;
  onChange: (data: EditorData) => void;
};

/**
 * The Puck editor itself, loaded only on the builder page (its code and styles are a chunk of
 * their own) and only in the browser. Saving is the screen's button, not Puck's "Publish".
 */
export default function BuilderEditor({ source, initial, landingData, components, translating, onChange }: BuilderEditorProps) {
  const { t } = useTranslation('landing');
  const config = useMemo(() => {
    const uploadImage = async (file: File) => {
      const body = new FormData();
      body.set('file', file);
      // A dropped connection rejects with the browser's English words ("Failed to fetch"): say it in the organizer's.
      const res = await fetch(`${landingData.basePath}/admin/landing/upload`, { method: 'POST', body }).catch(() => {
        throw new Error(t('common:messages.no_internet'));
      });
      const answer = (await res.json().catch(() => ({ ok: false, code: 'common.internal' }))) as { ok: boolean; url?: string; code?: string };
      if (!answer.ok || !answer.url) throw new Error(t(`common:errors.${(answer.code ?? 'common.internal').replaceAll('.', '_')}`));
      return answer.url;
    };
    return createEditorConfig({ label: (key) => t(key), base: source, data: landingData, components, uploadImage });
  }, [t, source, landingData, components]);
  const container = useRef<HTMLDivElement>(null);
  useLabelPuckControls(container, {
    preview: t('builder.preview'),
    zoom: t('builder.zoom'),
    addItem: t('builder.add_item'),
    blocks: t('builder.blocks'),
    outline: t('builder.outline'),
    buttons: {
      undo: t('builder.puck.undo'),
      redo: t('builder.puck.redo'),
      'Toggle left sidebar': t('builder.puck.toggle_left'),
      'Toggle right sidebar': t('builder.puck.toggle_right'),
      'Toggle menu bar': t('builder.puck.toggle_menu'),
      'Zoom viewport out': t('builder.puck.zoom_out'),
      'Zoom viewport in': t('builder.puck.zoom_in'),
      'Toggle viewport menu': t('builder.puck.viewport_menu'),
      'Read-only': t('builder.puck.read_only'),
      // The phone's panel: Puck's own word, not meant for reading, is its name.
      maximize: t('builder.puck.maximize'),
    },
    itemButtons: { Duplicate: t('builder.puck.item_duplicate'), Delete: t('builder.puck.item_delete') },
    auto: t('builder.puck.auto'),
    noItems: t('builder.puck.no_items'),
    loading: t('builder.puck.loading'),
  });
  // Puck names its side tabs in English and has no dictionary; a plugin of the same name replaces its own.
  // (The fields tab shows on a phone only, as Puck's own does: fieldsPlugin's default.)
  const plugins = useMemo(
    () => [{ ...blocksPlugin(), label: t('builder.tab_blocks') }, { ...outlinePlugin(), label: t('builder.tab_outline') }, { ...fieldsPlugin(), label: t('builder.tab_fields') }],
    [t],
  );
  const actionBar = useMemo(() => translatedActionBar({ Duplicate: t('builder.action_duplicate'), Delete: t('builder.action_delete'), 'Select parent': t('builder.action_select_parent') }), [t]);
  const permissions = translating ? { drag: false, duplicate: false, delete: false, insert: false } : undefined;
  return (
    <div className="fy-builder__editor" ref={container}>
      <Puck
        config={config}
        data={initial as EditorPuckData}
        onChange={(data) => onChange(data as unknown as EditorData)}
        {...(permissions ? { permissions } : {})}
        headerTitle={t('builder.title')}
        plugins={plugins}
        overrides={{ headerActions: () => <></>, actionBar }}
        viewports={[
          { width: 390, height: 'auto', label: t('builder.phone'), icon: 'Smartphone' },
          { width: 1280, height: 'auto', label: t('builder.desktop'), icon: 'Monitor' },
        ]}
        height="calc(100vh - 4rem)"
      />
    </div>
  );
}
