import type { Limit } from '../accounts/rate-limit.ts';

/**
 * Payment starts (a new order at a gateway) and card-form resumes per buyer: each asks the
 * gateway's API. Thirty in 15 minutes is far above a buyer trying cards and gateways, and keeps
 * a script from using up the organizer's gateway allowance.
 */
export const paymentStartLimit = (userId: number): Limit => ({ key: `payment_start:${userId}`, limit: 30, windowSeconds: 15 * 60 });
export const cardResumeLimit = (userId: number): Limit => ({ key: `card_resume:${userId}`, limit: 30, windowSeconds: 15 * 60 });
