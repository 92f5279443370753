/**
 * The `loader` of a resource route that only takes forms (`action`): a GET — a typed address, a
 * prefetch, a crawler — answers 405 naming the method it accepts. Without one React Router answers
 * 400 and hands handleError an internal error whose stack the server logged for every such request.
 */
export function postOnly(): Response {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
