/**
 * Every error the API can answer with. Codes are dotted and stable; each is translated in every
 * locale under `errors.<code with dots as underscores>`. The first code of a response decides
 * what the client does (SPEC §8). Later capabilities add their codes here.
 */
export const errorStatus = {
  'common.validation': 422,
  'common.required': 422,
  'common.not_found': 404,
  'common.forbidden': 403,
  'common.not_authenticated': 401,
  'common.internal': 500,
  // The database or Redis cannot be reached right now (a restart, a network blip): try again.
  'common.unavailable': 503,
  'common.rate_limited': 429,
  'common.payload_too_large': 413,
  'event.invalid': 404,
  'event.ended': 410,
  'event.not_authorized': 403,
  'event.no_components': 404,
  'event.lp_settings_invalid': 500,
  // The landing-page builder (update_event_lp, its history).
  'landing.invalid': 422,
  'landing.too_large': 422,
  // One value of the page refused, for a reason the builder names in the interface's language.
  'landing.url_invalid': 422,
  'landing.video_url_invalid': 422,
  'landing.colour_invalid': 422,
  'landing.text_too_long': 422,
  'landing.conflict': 409,
  'landing.version_not_found': 404,
  'component.not_found': 404,
  // The feed wall (SPEC §8: a like on a liked thread and an unlike on one not liked are 422).
  'feed_wall.channel_not_found': 404,
  'feed_wall.thread_not_found': 404,
  'feed_wall.comment_not_found': 404,
  'feed_wall.already_liked': 422,
  'feed_wall.not_liked': 422,
  // Friends (issue #18): one row per pair of attendees of an event; ids in paths are the other user's token.
  'friends.event_required': 422,
  'friends.user_not_found': 404,
  'friends.self': 422,
  'friends.blocked': 422,
  'friends.already_friends': 422,
  'friends.invitation_received': 422,
  'friends.invitation_not_found': 404,
  'friends.not_friends': 404,
  // The moderator area and the organizer's review (issue #19): moderators see only their own exhibitors and speakers.
  'moderation.not_moderator': 403,
  'moderation.exhibitor_not_found': 404,
  'moderation.speaker_not_found': 404,
  'moderation.update_not_found': 404,
  'moderation.not_pending': 409,
  'moderation.image_ratio': 422,
  'moderation.image_format': 422,
  'moderation.attachment_not_found': 422,
  'moderation.tag_not_found': 422,
  'moderation.contact_user_not_found': 422,
  'moderation.locale_not_offered': 422,
  'moderation.rejection_note_required': 422,
  // Availability and calendar import (issue #18: profile/availability, users/unavailability).
  'availability.event_required': 422,
  'availability.time_invalid': 422,
  'availability.start_after_end': 422,
  'availability.in_past': 422,
  'availability.too_long': 422,
  'availability.too_many': 422,
  'availability.not_found': 404,
  'availability.calendar_invalid': 422,
  'availability.calendar_too_large': 413,
  'availability.calendar_too_complex': 422,
  'availability.url_refused': 422,
  'availability.url_unreachable': 422,
  'availability.google_not_configured': 422,
  'availability.google_state_invalid': 422,
  'availability.google_failed': 502,
  // The inbox (issue #18): another pair's thread is not found; a block closes a conversation both ways.
  'inbox.thread_not_found': 404,
  'inbox.user_not_found': 422,
  'inbox.blocked': 422,
  // Business-matching meetings (issue #18): another pair's meeting is not found; accepting books, and a booked person or place at that time is bm.slot_taken.
  'bm.user_not_found': 404,
  'bm.self': 422,
  'bm.meeting_not_found': 404,
  'bm.session_not_found': 422,
  'bm.slot_required': 422,
  'bm.place_required': 422,
  'bm.invalid_time': 422,
  'bm.in_past': 422,
  'bm.slot_taken': 409,
  // The invited person marked the time unavailable (profile/availability or an imported calendar).
  'bm.unavailable': 409,
  'bm.not_pending': 422,
  'bm.not_accepted': 422,
  'bm.feed_not_found': 404,
  // Quizzes and surveys (issue #17): one run per person; results pages only when made public.
  // The points ledger (an administrator voids an entry once).
  'points.entry_not_found': 404,
  'points.already_voided': 422,
  'points.user_not_found': 404,
  // The treasure hunt (issue #19, SPEC §8 "QR code wrong, already scanned or not recognised"): amber for already found, red for the rest.
  'treasure.not_recognised': 404,
  'treasure.wrong_event': 422,
  'treasure.already_found': 409,
  'treasure.not_active': 422,
  'treasure.used_up': 422,
  'treasure.hunt_not_found': 404,
  'treasure.point_not_found': 404,
  'treasure.window_invalid': 422,
  // The scan game (issue #19, SPEC §8 "QR code wrong, already scanned or not recognised").
  'qr_scan.not_recognised': 422,
  'qr_scan.wrong_event': 422,
  'qr_scan.self': 422,
  'qr_scan.not_member': 422,
  'qr_scan.already_scanned': 422,
  // The photo booth: a picture that cannot be read as an image (or is too many pixels to resize).
  'photo_booth.unreadable': 422,
  'photo_booth.no_feed_wall': 404,
  'quiz.not_found': 404,
  'quiz.already_completed': 422,
  'quiz.incomplete': 422,
  'quiz.invalid_answer': 422,
  'quiz.results_hidden': 404,
  // Session Q&A (SPEC §8: question likes behave as thread likes; sorts 2 and 3 are moderators').
  'agenda_question.discussion_off': 404,
  'agenda_question.not_found': 404,
  'agenda_question.already_liked': 422,
  'agenda_question.not_liked': 422,
  'agenda_question.sort_not_allowed': 422,
  // Accounts and sign-in (SPEC §8 "Login/registration": the first code decides the client's move).
  'auth.invalid_credentials': 401,
  'auth.email_taken': 422,
  'auth.email_not_confirmed': 403,
  'auth.account_not_found': 404,
  'auth.gdpr_consent_required': 422,
  'auth.missing_system_consents': 403,
  'auth.whitelist': 403,
  'auth.token_invalid': 401,
  'auth.token_expired': 401,
  'auth.refresh_token_invalid': 401,
  'auth.refresh_token_reused': 401,
  'auth.wrong_current_password': 422,
  'auth.social_token_invalid': 401,
  'auth.social_cancelled': 422,
  'auth.password_too_short': 422,
  'auth.passwords_not_matching': 422,
  // Event access (SPEC §4).
  'access.login_required': 401,
  'access.not_joined': 403,
  'access.code_required': 403,
  'access.code_wrong': 403,
  'access.already_requested': 422,
  'access.already_whitelisted': 422,
  'access.not_whitelist_event': 422,
  'access.specific_fields_required': 422,
  // Uploads.
  'attachment.invalid_type': 422,
  'attachment.too_large': 413,
  // Profile.
  'profile.delete_email_mismatch': 422,
  'profile.email_unchanged': 422,
  'profile.email_token_invalid': 422,
  // Tickets (SPEC §8 ticket errors, §5 ticket and discount rules).
  'tickets.not_found': 404,
  'tickets.sold_out': 409,
  'tickets.no_seats_left': 409,
  'tickets.limit_exceeded': 422,
  'tickets.unpaid_limit': 422,
  'tickets.already_has_ticket': 422,
  'tickets.sales_ended': 422,
  'tickets.emails_not_unique': 422,
  'tickets.mine_required': 422,
  'tickets.terms_required': 422,
  'tickets.gdpr_required': 422,
  'tickets.addon_not_available': 422,
  'tickets.busy': 503,
  'discount.not_found': 404,
  'discount.incorrect': 422,
  'discount.expired': 422,
  'discount.used_up': 409,
  // Organizer's discount codes (SPEC §1, §5).
  'discount.code_taken': 409,
  'discount.in_use': 409,
  'discount.below_used': 422,
  'discount.ticket_unknown': 422,
  'discount.code_format': 422,
  // Payments (SPEC §8 payment init errors, §5 gateway rule).
  'payment.gateway_unavailable': 422,
  'payment.not_free': 422,
  'payment.invalid_token': 502,
  'payment.invalid_redirect_url': 502,
  'payment.invalid_client_secret': 502,
  'payment.invalid_proforma': 422,
  'payment.gateway_error': 502,
  'payment.signature_invalid': 400,
  'payment.order_not_found': 404,
  'payment.order_not_payable': 409,
  // Invoices and tax numbers.
  'invoice.nip_invalid': 422,
  'invoice.vat_number_invalid': 422,
  'invoice.type_required': 422,
  'invoice.vat_number_not_found': 422,
  'invoice.vies_unavailable': 503,
  'document.not_ready': 404,
  // The CSV invoice generator (issue #16).
  'invoice_import.header_invalid': 422,
  'invoice_import.encoding_unsupported': 422,
  'invoice_import.column_unknown': 422,
  'invoice_import.column_missing': 422,
  'invoice_import.column_twice': 422,
  'invoice_import.file_too_large': 413,
  'invoice_import.too_many_rows': 422,
  'invoice_import.empty': 422,
  'invoice_import.not_found': 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorItem {
  code: ErrorCode;
  message: string;
  field?: string;
}

export class AppError extends Error {
  readonly items: ErrorItem[];
  constructor(code: ErrorCode, message?: string, field?: string) {
    super(message ?? code);
    this.name = 'AppError';
    this.items = [{ code, message: message ?? code, ...(field ? { field } : {}) }];
  }
  get code(): ErrorCode {
    return this.items[0]!.code;
  }
  get status(): number {
    return errorStatus[this.code];
  }
  /** Rate-limit refusals: seconds until the window frees (answered as Retry-After). */
  retryAfterSeconds?: number;

  /** common.rate_limited with the time to wait, which the HTTP layers answer as Retry-After. */
  static rateLimited(retryAfterSeconds: number, message = 'Too many attempts. Please wait a moment and try again.'): AppError {
    const e = new AppError('common.rate_limited', message);
    e.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return e;
  }

  static many(items: ErrorItem[]): AppError {
    const e = new AppError(items[0]?.code ?? 'common.validation', items[0]?.message);
    e.items.splice(0, e.items.length, ...items);
    return e;
  }
}

/** Duck-typed so an AppError thrown by a second copy of core (bundled vs. tsx) still counts. */
export function isAppError(e: unknown): e is AppError {
  return typeof e === 'object' && e !== null && (e as { name?: string }).name === 'AppError' && Array.isArray((e as AppError).items);
}

/** The i18n key an error code translates under. */
export const errorKey = (code: string): string => `errors.${code.replaceAll('.', '_')}`;
