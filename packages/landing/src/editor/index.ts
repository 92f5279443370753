// The builder's side of @foyer/landing: React, and Puck's editor runtime only where imported.
export { createEditorConfig, type EditorConfig, type EditorPuckData } from './editor-config.tsx';
export type { UploadImage } from './image-field.tsx';
export { ActionBar, blocksPlugin, fieldsPlugin, outlinePlugin, Puck } from '@puckeditor/core';
// Puck's editor styles travel with this entry (only the builder's chunk loads them); the
// no-external build: the default one imports a web font from a third-party host, which the CSP refuses.
import '@puckeditor/core/no-external.css';
