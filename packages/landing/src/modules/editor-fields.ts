import type { NumberField, RadioField, TextareaField, TextField } from '@puckeditor/core';

/** Editor labels are i18n keys under `landing:editor`; the editor passes its `t`, rendering needs none. */
export type LabelFn = (key: string) => string;

export const keyAsLabel: LabelFn = (key) => key;

/** A yes/no switch; `group` is the key group of its label (`editor.fields`, `editor.root`). */
export function yesNo(label: LabelFn, name: string, group = 'editor.fields'): RadioField {
  return {
    type: 'radio',
    label: label(`${group}.${name}`),
    options: [
      { label: label('editor.yes'), value: true },
      { label: label('editor.no'), value: false },
    ],
  };
}

/** Fields every module has: where and to whom it shows. */
export function placementFields(label: LabelFn) {
  return {
    visible: yesNo(label, 'visible'),
    only_for_logged_in: yesNo(label, 'onlyForLoggedIn'),
    only_for_guests: yesNo(label, 'onlyForGuests'),
  };
}

export const placementDefaults = { visible: true, only_for_logged_in: false, only_for_guests: false };

export function textField(label: LabelFn, name: string): TextField {
  return { type: 'text', label: label(`editor.fields.${name}`) };
}

export function textareaField(label: LabelFn, name: string): TextareaField {
  return { type: 'textarea', label: label(`editor.fields.${name}`) };
}

export function numberField(label: LabelFn, name: string, range: { min?: number; max?: number } = {}): NumberField {
  return { type: 'number', label: label(`editor.fields.${name}`), ...range };
}

/** Modules fed by an event component: a heading, how many items, and which component. */
export function previewFields(label: LabelFn) {
  return {
    heading: textField(label, 'heading'),
    limit: numberField(label, 'limit', { min: 1, max: 50 }),
    // One component per module in the editor; several ids (stored by older settings) still render.
    component_id: numberField(label, 'componentId', { min: 1 }),
    ...placementFields(label),
  };
}
