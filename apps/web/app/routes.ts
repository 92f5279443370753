import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every event screen of SPEC §2, declared once and mounted twice: under `/:slug` and under `/`
 * (the event of the request's host, else the default event). Later capabilities add their
 * screens here only. Route ids get the scope as a prefix because one file serves both sets.
 */
function eventScreens(scope: 'slug' | 'host') {
  const id = (name: string) => `${scope}:${name}`;
  return [
    index('routes/event/introduction.tsx', { id: id('introduction') }),
    route('*', 'routes/event/not-found.tsx', { id: id('not-found') }),
  ];
}

export default [
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route(':slug', 'routes/event/layout.tsx', { id: 'slug:event' }, eventScreens('slug')),
  layout('routes/event/layout.tsx', { id: 'host:event' }, eventScreens('host')),
] satisfies RouteConfig;
