import type { LpSettings } from './lp-settings-schema.ts';
import type { ModuleProps } from './module-props.ts';
import { moduleSchema, type LandingModule } from './module-schema.ts';
import { isModuleType, type ModuleType } from './module-types.ts';
import { formatPath, type LpIssue } from './parse-section.ts';

/** Props of one Puck content item: the module's own props plus its placement fields. */
export type PuckModuleProps<T extends ModuleType = ModuleType> = ModuleProps<T> & {
  component_id?: number | number[];
  visible: boolean;
  only_for_logged_in: boolean;
  only_for_guests: boolean;
};

export type PuckContentItem = { type: string; props: { id: string } & Record<string, unknown> };
export type PuckRootProps = { title?: string };
/** Structurally Puck's `Data`, kept React-free so core can import this module. */
export type LandingPuckData = { root: { props?: PuckRootProps }; content: PuckContentItem[] };

function byOrder(modules: readonly LandingModule[]): LandingModule[] {
  return modules
    .map((module, index) => ({ module, index }))
    .sort((a, b) => a.module.order - b.module.order || a.index - b.index)
    .map(({ module }) => module);
}

export function toPuckData(settings: LpSettings): LandingPuckData {
  const rootProps: PuckRootProps = settings.header.title === undefined ? {} : { title: settings.header.title };
  return {
    root: { props: rootProps },
    content: byOrder(settings.modules).map((module) => ({
      type: module.type,
      props: {
        id: module.id,
        ...module.props,
        ...(module.component_id === undefined ? {} : { component_id: module.component_id }),
        visible: module.visible,
        only_for_logged_in: module.only_for_logged_in,
        only_for_guests: module.only_for_guests,
      },
    })),
  };
}

/** Modules from Puck content, in the editor's order; items that do not validate are reported and left out. */
export function modulesFromPuckContent(content: readonly PuckContentItem[]): { modules: LandingModule[]; issues: LpIssue[] } {
  const modules: LandingModule[] = [];
  const issues: LpIssue[] = [];
  content.forEach((item, index) => {
    if (!isModuleType(item.type)) {
      issues.push({ path: formatPath(['content', index, 'type']), message: `Unknown module type "${item.type}"` });
      return;
    }
    const { id, component_id, visible, only_for_logged_in, only_for_guests, ...rest } = item.props;
    const props = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    const result = moduleSchema.safeParse({
      id,
      type: item.type,
      // The editor's emptied number field comes back as null or '': both mean "no component".
      ...(component_id === undefined || component_id === null || component_id === '' ? {} : { component_id }),
      order: index,
      visible,
      only_for_logged_in,
      only_for_guests,
      props,
    });
    if (result.success) modules.push(result.data);
    else for (const issue of result.error.issues) issues.push({ path: formatPath(['content', index, ...issue.path]), message: issue.message });
  });
  return { modules, issues };
}

/** What the editor should show before saving: every item that `fromPuckData` would leave out. */
export function validatePuckData(data: LandingPuckData): LpIssue[] {
  return modulesFromPuckContent(data.content).issues;
}

/**
 * Settings after an edit in Puck: modules (and the header title, which Puck keeps as its root
 * title) come from the editor, everything else from the settings being edited. `order` becomes
 * the position in the editor, so a round trip keeps the page order but may renumber it.
 */
export function fromPuckData(data: LandingPuckData, previousSettings: LpSettings): LpSettings {
  const title = data.root.props?.title;
  const { title: _previousTitle, ...header } = previousSettings.header;
  return {
    ...previousSettings,
    header: typeof title === 'string' && title.trim() !== '' ? { ...header, title } : header,
    modules: modulesFromPuckContent(data.content).modules,
  };
}
