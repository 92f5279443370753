import { describe, expect, it } from 'vitest';
import { createStaticHandler, createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router';

/**
 * react-router is patched (patches/react-router+7.18.4.patch, applied by `npm install`'s
 * postinstall): a path's matches are kept per route tree and the server's route tree is built
 * once, where every render built them again. What a render sees must not change.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: () => null,
    children: [
      { id: 'event', path: ':slug', loader: () => null, children: [{ id: 'session', path: 'sessions/:sessionId', loader: () => null }] },
      { id: 'about', path: 'about', loader: () => null },
    ],
  },
];

async function query(path: string): Promise<StaticHandlerContext> {
  const handler = handlers.get('one') ?? handlers.set('one', createStaticHandler(routes)).get('one')!;
  const context = await handler.query(new Request(`http://foyer.test${path}`));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return context;
}
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();

describe('react-router, patched', () => {
  it('matches a path the same way each time, each render getting matches of its own', async () => {
    const first = await query('/demo/sessions/12');
    expect(first.matches.map((m) => m.route.id)).toEqual(['root', 'event', 'session']);
    expect(first.matches[2]!.params).toEqual({ slug: 'demo', sessionId: '12' });
    // Every match of one render shares one params object, as unpatched.
    expect(first.matches[0]!.params).toBe(first.matches[2]!.params);
    // A render that changes its matches changes nobody else's.
    (first.matches[2]!.params as Record<string, string>).sessionId = 'changed';
    first.matches.pop();

    // The second time no branch is tried again: react-router tries one with `pathname.match(…)`.
    const match = String.prototype.match;
    let tries = 0;
    String.prototype.match = function (this: string, ...args: Parameters<typeof match>) {
      if (String(this).startsWith('/demo/sessions')) tries++;
      return match.apply(this, args);
    } as typeof match;
    let again: StaticHandlerContext;
    try {
      again = await query('/demo/sessions/12');
    } finally {
      String.prototype.match = match;
    }
    expect(tries).toBe(0);
    expect(again.matches.map((m) => m.route.id)).toEqual(['root', 'event', 'session']);
    expect(again.matches[2]!.params).toEqual({ slug: 'demo', sessionId: '12' });
    expect(again.matches[2]!.pathname).toBe('/demo/sessions/12');

    const other = await query('/other/sessions/7');
    expect(other.matches[2]!.params).toEqual({ slug: 'other', sessionId: '7' });
    expect((await query('/about')).matches.map((m) => m.route.id)).toEqual(['root', 'about']);
  });

  it('answers 404 for a path nothing matches, every time', async () => {
    for (let i = 0; i < 2; i++) expect((await query('/demo/nothing/here/at/all')).statusCode).toBe(404);
  });

  it('builds the data routes of one route tree once, and a new tree anew', async () => {
    const context = await query('/demo');
    const a = createStaticRouter(routes, context);
    const b = createStaticRouter(routes, context);
    // The patch is in place (the module format vitest loads is the one the server loads).
    expect(b.routes).toBe(a.routes);
    expect(b.state.matches.map((m) => m.route.id)).toEqual(['root', 'event']);
    const copy: RouteObject[] = [{ id: 'root', path: '/', loader: () => null, children: [{ id: 'only', path: 'only', loader: () => null }] }];
    expect(createStaticRouter(copy, context).routes[0]!.children!.map((r) => r.id)).toEqual(['only']);
  });
});
