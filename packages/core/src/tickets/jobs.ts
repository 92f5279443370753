import { z } from 'zod';
import { defineJob } from '../platform/jobs.ts';
import { entityId } from '../platform/input-vocabulary.ts';

const orderPayload = z.object({ orderId: entityId });

/**
 * Gives an unpaid order's stock back when its hold runs out. Enqueued by placeOrder with jobId
 * `order-expiry:<id>` and a delay to expires_at; expireOrder is a no-op unless the order is
 * still pending and due, so a repeated or early run is harmless.
 */
export const expireOrderJob = defineJob({ name: 'orders.expire', version: 1, payload: orderPayload, attempts: 5, backoffMs: 10_000 });

/**
 * PDFs, invoice and e-mails of a paid order (handler: documents' fulfilOrder). Enqueued by
 * confirmOrderPaid with jobId `order-fulfil:<id>`.
 */
export const fulfilOrderJob = defineJob({ name: 'orders.fulfil', version: 1, payload: orderPayload, attempts: 5, backoffMs: 30_000 });

/**
 * The periodic safety net that expires orders whose `orders.expire` job was lost
 * (sweep-expired-orders.ts); each run queues the next one.
 */
export const sweepOrdersJob = defineJob({ name: 'orders.sweep', version: 1, payload: z.object({}), attempts: 3, backoffMs: 30_000 , rearmedAtStart: true });

export type OrderJobPayload = z.infer<typeof orderPayload>;

export const orderExpiryJobId = (orderId: number): string => `order-expiry:${orderId}`;
export const orderFulfilJobId = (orderId: number): string => `order-fulfil:${orderId}`;
