import type { ArrayField, Fields, SelectField } from '@puckeditor/core';
import { textareaField, textField, yesNo as yesNoField, type LabelFn } from '../modules/editor-fields.ts';

const yesNo = (label: LabelFn, name: string) => yesNoField(label, name, 'editor.root');
import type { EditorRootProps } from '../schema/index.ts';

function choice(label: LabelFn, name: string, values: readonly string[]): SelectField {
  return { type: 'select', label: label(`editor.root.${name}`), options: values.map((value) => ({ value, label: label(`editor.root.${name}_${value}`) })) };
}

const rootText = (label: LabelFn, name: string) => ({ ...textField(label, 'title'), label: label(`editor.root.${name}`) });

/**
 * The page-wide settings in the builder's "Page" panel: header, countdown, theme, help menu
 * and footer (schema/editor-data maps them to their lp_settings sections).
 */
export function rootFields(label: LabelFn): Fields<EditorRootProps> {
  const faq: ArrayField<EditorRootProps['help_faq']> = {
    type: 'array',
    label: label('editor.root.help_faq'),
    arrayFields: { question: textField(label, 'question'), answer: textareaField(label, 'answer') },
    defaultItemProps: { question: '', answer: '' },
    getItemSummary: (item) => item.question || label('editor.fields.question'),
  };
  const links: ArrayField<EditorRootProps['footer_links']> = {
    type: 'array',
    label: label('editor.root.footer_links'),
    arrayFields: { label: textField(label, 'label'), url: textField(label, 'url') },
    defaultItemProps: { label: '', url: 'https://' },
    getItemSummary: (item) => item.label || label('editor.fields.label'),
  };
  return {
    title: rootText(label, 'title'),
    subtitle: rootText(label, 'subtitle'),
    header_enabled: yesNo(label, 'header_enabled'),
    show_logo: yesNo(label, 'show_logo'),
    show_dates: yesNo(label, 'show_dates'),
    show_place: yesNo(label, 'show_place'),
    timer_enabled: yesNo(label, 'timer_enabled'),
    timer_target: choice(label, 'timer_target', ['start', 'end']),
    timer_label: rootText(label, 'timer_label'),
    main_color: rootText(label, 'main_color'),
    theme_type: choice(label, 'theme_type', ['light', 'dark']),
    side_menu_type: choice(label, 'side_menu_type', ['full', 'compact', 'hidden']),
    default_bubbles: yesNo(label, 'default_bubbles'),
    logo_outline: yesNo(label, 'logo_outline'),
    help_enabled: yesNo(label, 'help_enabled'),
    feedback_email: rootText(label, 'feedback_email'),
    help_faq: faq,
    footer_enabled: yesNo(label, 'footer_enabled'),
    footer_text: { ...textareaField(label, 'body'), label: label('editor.root.footer_text') },
    footer_links: links,
  };
}
