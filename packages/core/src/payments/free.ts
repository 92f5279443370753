import type { GatewayModule } from './gateway.ts';

/** Zero-total orders: nothing to collect, initPayment confirms them at once. */
export const free: GatewayModule = {
  name: 'free',
  configured: () => true,
  async init(_ctx, input) {
    return { external_id: `free-${input.payment.uuid}-${input.payment.id}` };
  },
  async parseNotification() {
    throw new Error('the free gateway sends no notifications');
  },
  async checkStatus(_ctx, payment) {
    return payment.state === 'confirmed' ? 'confirmed' : 'pending';
  },
};
