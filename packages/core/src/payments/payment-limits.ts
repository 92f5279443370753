import type { Limit } from '../accounts/rate-limit.ts';

/**
 * Payment starts (a new order at a gateway) and card-form resumes per buyer: each asks the
 * gateway's API. Thirty in 15 minutes is far above a buyer trying cards and gateways, and keeps
 * a script from using up the organizer's gateway allowance.
 */
export const paymentStartLimit = (userId: number): Limit => ({ key: `payment_start:${userId}`, limit: 30, windowSeconds: 15 * 60 });
export const cardResumeLimit = (userId: number): Limit => ({ key: `card_resume:${userId}`, limit: 30, windowSeconds: 15 * 60 });

/**
 * Status checks (payment/payu/check) ask the gateway at most once per order in 10 seconds and
 * 60 times per buyer in 15 minutes. A check past them is not refused — an app polls while its
 * buyer pays — it answers from what is stored (the gateway's notifications keep that current).
 */
export const statusCheckLimits = (userId: number, orderId: number): Limit[] => [
  { key: `payment_check_order:${orderId}`, limit: 1, windowSeconds: 10 },
  { key: `payment_check:${userId}`, limit: 60, windowSeconds: 15 * 60 },
];
