/**
 * An action's answer made by the door's copy of the tickets while the server was out of reach
 * (door-client-action.ts). After it, no route's data is fetched again — the root's and the
 * event layout's included — since there is no network to fetch it: a failed revalidation would
 * replace the door with the error page.
 */
export function answeredOffline(actionResult: unknown): boolean {
  return Boolean(actionResult && typeof actionResult === 'object' && 'result' in actionResult && (actionResult as { result: { offline?: boolean } | null }).result?.offline);
}
