import type { Quote } from '@foyer/core/tickets/pricing';
import type { CheckoutDraft, CheckoutStep } from './checkout-draft.ts';
import type { FieldErrors } from './purchase-mapping.ts';

/** A result shown above the fields after a check (discount code, VIES). */
export type CheckoutNotice =
  | { kind: 'discount'; code: string; percentage: number; remaining: number | null }
  | { kind: 'vies'; status: 'valid' | 'invalid' | 'unavailable'; name: string | null; address: string | null };

/** After "Pay": where the browser goes next when it is not simply redirected by the server. */
export type PaymentStep =
  | { kind: 'redirect'; gateway: string; url: string }
  | { kind: 'stripe'; publishableKey: string; clientSecret: string; returnUrl: string; sandboxUrl: string | null };

/** Everything one render of the checkout needs besides the catalogue (loader or action answer). */
export interface CheckoutView {
  step: CheckoutStep;
  draft: CheckoutDraft;
  errors: FieldErrors;
  /** Form-level error codes (not tied to an input). */
  formErrors: string[];
  notice: CheckoutNotice | null;
  quote: Quote | null;
  /** Gateways the person can choose on step 3 (after free / proforma rules). */
  gateways: string[];
  payment: PaymentStep | null;
}
