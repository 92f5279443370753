/**
 * The core services the checkout and my-tickets screens call (directly, not over HTTP), in one
 * place so the screens name what they depend on.
 */
export { listEventTickets } from '@foyer/core/tickets/list-event-tickets';
export { listEventFilterGroups } from '@foyer/core/tickets/filter-groups';
export { quoteOrder } from '@foyer/core/tickets/quote-order';
export { checkDiscountCode } from '@foyer/core/tickets/check-discount-code';
export { listMyTickets } from '@foyer/core/tickets/list-my-tickets';
export { offeredGateways } from '@foyer/core/payments/offered-gateways';
export { initPayment } from '@foyer/core/payments/init-payment';
export { getOrderOutcome } from '@foyer/core/payments/get-order-outcome';
export { checkVatNumberForClient } from '@foyer/core/invoices/check-vat-number';
