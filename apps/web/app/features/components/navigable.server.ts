import { screenLoaders } from './screen-loaders.server';

/**
 * Component kinds a visitor can open: those with a screen (screen-loaders) and `tickets`, which
 * opens the ticket purchase. The menu, the landing page and `component/:id` all ask this one
 * rule, so a component whose screen does not exist yet is never a link to a 404, and a
 * capability that adds its screen appears everywhere at once. Read at call time: the screen
 * modules import the request helpers that import this.
 */
export function isNavigable(componentName: string): boolean {
  return componentName === 'tickets' || screenLoaders[componentName] !== undefined;
}
