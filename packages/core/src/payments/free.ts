import type { GatewayModule } from './gateway.ts';

/** The free gateway's id of an order's attempt (one per order: initPayment writes it once). */
export const freeExternalId = (orderUuid: string): string => `free-${orderUuid}`;

/** Zero-total orders: nothing to collect, initPayment confirms them at once. */
export const free: GatewayModule = {
  name: 'free',
  configured: () => true,
  async init(_ctx, input) {
    return { external_id: freeExternalId(input.payment.uuid) };
  },
  async parseNotification() {
    throw new Error('the free gateway sends no notifications');
  },
  async checkStatus(_ctx, payment) {
    return payment.state === 'confirmed' ? 'confirmed' : 'pending';
  },
};
