import type { Config } from '@puckeditor/core';
import type { ModuleType, PuckModuleProps, PuckRootProps } from '../schema/index.ts';

export type LandingPuckComponents = { [T in ModuleType]: PuckModuleProps<T> };
export type LandingPuckConfig = Config<LandingPuckComponents, PuckRootProps>;

/** A module as Puck sees it: its props plus the placement fields, and the id Puck adds. */
export type ModuleRenderProps<T extends ModuleType> = PuckModuleProps<T> & { id: string };
export type ModuleConfig<T extends ModuleType> = LandingPuckConfig['components'][T];
