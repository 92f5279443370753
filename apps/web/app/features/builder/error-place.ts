import type { EditorData } from '@foyer/landing/schema';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Where a refused value sits, in the organizer's words: "Module 3 (Call to action): Link"
 * for `lp_settings.modules.2.props.href`, "Page: Footer links" for the footer.
 */
export function errorPlace(t: T, field: string | undefined, data: EditorData | null): string {
  const path = (field ?? '').split('.').slice(1);
  if (path[0] === 'modules' && path[1] !== undefined) {
    const index = Number(path[1]);
    const type = data?.content[index]?.type;
    const module = type ? t(`editor.modules.${type}`) : '';
    const leaf = path.filter((p) => !/^\d+$/.test(p) && p !== 'props' && p !== 'modules').at(-1);
    const fieldName = leaf ? t(`builder.field.${leaf}`, { defaultValue: leaf }) : '';
    return [t('builder.module_n', { n: index + 1, module }), fieldName].filter(Boolean).join(': ');
  }
  if (path.length === 0) return t('builder.whole_page');
  return `${t('builder.page_settings')}: ${t(`builder.field.${path.at(-1)}`, { defaultValue: path.join(' › ') })}`;
}
