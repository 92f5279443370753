import type { Ctx } from '../../context.ts';
import { isAppError } from '../../errors.ts';
import type { PaymentGateway } from '../gateway.ts';
import { handleGatewayNotification } from '../handle-gateway-notification.ts';
import type { DeliverFn } from './fake-kit.ts';

/**
 * Test helper: hands a fake's notification to handleGatewayNotification as the notify route
 * would (same status codes), without an HTTP server. `drop` loses deliveries on purpose.
 */
export function deliverToService(ctx: Pick<Ctx, 'db' | 'clock' | 'jobs' | 'log' | 'config'>, opts: { drop?: () => boolean } = {}): DeliverFn {
  return async (url, init) => {
    if (opts.drop?.()) return new Response('lost', { status: 503 });
    const gateway = /\/payments\/([a-z0-9]+)\/notify$/.exec(new URL(url).pathname)?.[1] as PaymentGateway | undefined;
    if (!gateway) return new Response('unknown notify url', { status: 404 });
    try {
      const ack = await handleGatewayNotification(ctx, gateway, { headers: init.headers, rawBody: init.body });
      return new Response(ack.body, { status: ack.status, headers: { 'content-type': ack.contentType } });
    } catch (err) {
      if (!isAppError(err)) throw err;
      return new Response(err.code, { status: err.status });
    }
  };
}
