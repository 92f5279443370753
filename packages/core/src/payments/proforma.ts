import type { GatewayModule } from './gateway.ts';

/**
 * Bank transfer against a proforma invoice: nothing is sent to a gateway; the organizer confirms
 * the transfer (confirmOrderPaid) when the money arrives.
 */
export const proforma: GatewayModule = {
  name: 'proforma',
  configured: () => true,
  async init(_ctx, input) {
    return { external_id: `proforma-${input.payment.uuid}-${input.payment.id}` };
  },
  async parseNotification() {
    throw new Error('the proforma gateway sends no notifications');
  },
  async checkStatus(_ctx, payment) {
    return payment.state === 'confirmed' ? 'confirmed' : 'pending';
  },
};
