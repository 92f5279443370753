/**
 * An action's answer made by the door's copy of the tickets while the server was out of reach
 * (door-client-action.ts). After it, no route's data is fetched again — the root's and the
 * event layout's included — since there is no network to fetch it: a failed revalidation would
 * replace the door with the error page.
 */
export function answeredOffline(actionResult: unknown): boolean {
  if (!actionResult || typeof actionResult !== 'object') return false;
  // An undo refused for want of a network is offline too.
  if ('offline' in actionResult) return Boolean(actionResult.offline);
  return 'result' in actionResult && Boolean((actionResult as { result: { offline?: boolean } | null }).result?.offline);
}

const doorPath = /\/admin\/check-in(\/session\/\d+)?\/?$/;

/**
 * A move within a door's lists (search, state, page: the same door, another query). The
 * page around them — the root's and the event layout's data — stays as it is: online that spares
 * the server two loaders per search, and offline, where the door answers its lists from the
 * phone's copy (door-client-loader.ts), fetching them would replace the door with the error page.
 */
export function doorListNavigation({ currentUrl, nextUrl, formMethod }: { currentUrl: URL; nextUrl: URL; formMethod?: string | undefined }): boolean {
  // The search is a GET form (whatever it asks); the pages and links change the query. A plain
  // revalidation (same address, no form: the bell, scans sent) reloads everything as before.
  const listMove = formMethod ? formMethod.toUpperCase() === 'GET' : currentUrl.search !== nextUrl.search;
  return listMove && currentUrl.pathname === nextUrl.pathname && doorPath.test(nextUrl.pathname);
}
