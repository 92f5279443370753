export { locales, type Locale } from './locales.ts';
export { moduleTypes, componentModuleTypes, isModuleType, type ModuleType, type ComponentModuleType } from './module-types.ts';
export { modulePropsSchemas, type ModuleProps } from './module-props.ts';
export { moduleSchema, type LandingModule, type LandingModuleOf } from './module-schema.ts';
export { lpSettingsSchema, defaultLpSettings, type LpSettings, type LpSettingsInput } from './lp-settings-schema.ts';
export { lpSections, lpSectionKeys, type LpSectionKey } from './sections.ts';
export { MAX_LP_DEPTH, nestedDeeperThan } from './json-depth.ts';
export { parseLpSettings, repairLpSettings, type ParsedLpSettings, type LpIssue } from './parse-lp-settings.ts';
export { visibleModules } from './visible-modules.ts';
export {
  toPuckData,
  fromPuckData,
  validatePuckData,
  modulesFromPuckContent,
  type LandingPuckData,
  type PuckContentItem,
  type PuckModuleProps,
  type PuckRootProps,
} from './puck-data.ts';
export { isSafeHref, isVideoUrl, safeHrefSchema, videoUrlSchema } from './safe-url.ts';
export { translateSettings } from './translate-settings.ts';
export { toEditorData, fromEditorData, type EditorData, type EditorRootProps } from './editor-data.ts';
export { translatableTexts, missingTranslations, translatedForEditing, applyTranslationEdit } from './edit-translations.ts';
