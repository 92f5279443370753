import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every event screen of SPEC §2, declared once and mounted twice: under `/:slug` and under `/`
 * (the event of the request's host, else the default event). Later capabilities add their
 * screens here only. Route ids get the scope as a prefix because one file serves both sets.
 */
function eventScreens(scope: 'slug' | 'host') {
  const id = (name: string) => `${scope}:${name}`;
  // One error boundary for every screen, under the event's top bar (routes/event/screens.tsx).
  return [layout('routes/event/screens.tsx', { id: id('screens') }, [
    index('routes/event/introduction.tsx', { id: id('introduction') }),
    // Accounts (SPEC §2): each of login / register / forgot-password is also a modal (?modal=).
    route('login', 'routes/auth/login.tsx', { id: id('login') }),
    route('register', 'routes/auth/register.tsx', { id: id('register') }),
    route('forgot-password', 'routes/auth/forgot-password.tsx', { id: id('forgot-password') }),
    route('reset-password', 'routes/auth/reset-password.tsx', { id: id('reset-password') }),
    route('magic-link', 'routes/auth/magic-link.tsx', { id: id('magic-link') }),
    route('logout', 'routes/auth/logout.tsx', { id: id('logout') }),
    route('registration/confirm', 'routes/auth/registration-confirm.tsx', { id: id('registration-confirm') }),
    route('registration/completed', 'routes/auth/registration-completed.tsx', { id: id('registration-completed') }),
    route('registration/invalid-token', 'routes/auth/registration-invalid-token.tsx', { id: id('registration-invalid-token') }),
    route('registration/token-expired', 'routes/auth/registration-token-expired.tsx', { id: id('registration-token-expired') }),
    // Event access and the profile.
    route('access-code', 'routes/access/access-code.tsx', { id: id('access-code') }),
    route('join', 'routes/access/join.tsx', { id: id('join') }),
    route('legal', 'routes/access/legal.tsx', { id: id('legal') }),
    route('onboarding', 'routes/profile/onboarding.tsx', { id: id('onboarding') }),
    route('profile', 'routes/profile/profile.tsx', { id: id('profile') }),
    route('profile/edit', 'routes/profile/profile-edit.tsx', { id: id('profile-edit') }),
    // My availability (SPEC §2): busy times by hand, from an iCalendar file or URL, or Google Calendar (issue #18).
    route('profile/availability', 'routes/profile/availability.tsx', { id: id('profile-availability') }),
    route('profile/edit-password', 'routes/profile/profile-edit-password.tsx', { id: id('profile-edit-password') }),
    // Ticketing (SPEC §2 buy-ticket routes and my tickets): the confirmation is the path plus /confirmation.
    route('buy-ticket', 'routes/tickets/buy-ticket.tsx', { id: id('buy-ticket') }),
    route('buy-ticket/confirmation', 'routes/tickets/confirmation.tsx', { id: id('buy-ticket-confirmation') }),
    route('buy-ticket/:ticketId', 'routes/tickets/buy-ticket.tsx', { id: id('buy-ticket-ticket') }),
    route('buy-ticket/:ticketId/confirmation', 'routes/tickets/confirmation.tsx', { id: id('buy-ticket-ticket-confirmation') }),
    route('profile/tickets', 'routes/tickets/my-tickets.tsx', { id: id('my-tickets') }),
    route('profile/tickets/:uuid/pdf', 'routes/tickets/ticket-pdf.ts', { id: id('ticket-pdf') }),
    route('profile/tickets/:uuid/invoice', 'routes/tickets/ticket-invoice.ts', { id: id('ticket-invoice') }),
    // Attendee area: one route per component, dispatched on its component_name.
    route('component/:componentId', 'routes/component/component.tsx', { id: id('component') }),
    route('component/:componentId/exhibitor/:exhibitorId', 'routes/component/exhibitor.tsx', { id: id('component-exhibitor') }),
    route('component/:componentId/feed', 'routes/component/feed-wall-post.ts', { id: id('feed-wall-post') }),
    route('component/:componentId/survey_quiz_component/:quizId', 'routes/component/quiz-run.tsx', { id: id('quiz-run') }),
    route('component/:componentId/questions', 'routes/component/discussion-sessions.tsx', { id: id('discussion-sessions') }),
    // The games component's scan game (a 2-minute conversation, then a rescan scores) and photo booth (issue #19).
    route('component/:componentId/scan', 'routes/component/scan-game.tsx', { id: id('scan-game') }),
    route('component/:componentId/photo-booth', 'routes/component/photo-booth.tsx', { id: id('photo-booth') }),
    route('component/:componentId/agenda_sessions/:sessionId/questions', 'routes/component/session-questions.tsx', { id: id('session-questions') }),
    route('agenda/:componentId/session/:sessionId/discussion', 'routes/agenda/session-discussion.tsx', { id: id('session-discussion') }),
    route('component/:componentId/attendees.json', 'routes/component/attendees-json.ts', { id: id('attendees-json') }),
    route('component/:componentId/attendees', 'routes/component/attendees-redirect.ts', { id: id('component-attendees') }),
    route('component/:componentId/agenda_sessions/:sessionId', 'routes/component/session-attendees.tsx', { id: id('session-attendees') }),
    route('user/:userToken', 'routes/people/user-profile.tsx', { id: id('user-profile') }),
    route('component/:componentId/agenda_sessions/:sessionId/details', 'routes/component/agenda-session-details.tsx', { id: id('agenda-session-details') }),
    route('component/:componentId/agenda_sessions/:sessionId/calendar.ics', 'routes/component/agenda-session-ics.ts', { id: id('agenda-session-ics') }),
    route('component/:componentId/my_schedule.ics', 'routes/component/my-schedule-ics.ts', { id: id('my-schedule-ics') }),
    // Public results of quizzes and surveys (SPEC §2): the uuid is the key, no sign-in.
    route('leaderboard/:quizUuid', 'routes/quizzes/leaderboard.tsx', { id: id('quiz-leaderboard') }),
    route('survey-results/:surveyUuid', 'routes/quizzes/survey-results.tsx', { id: id('survey-results') }),
    // Games (issue #19): a treasure hunt to play, the points leaderboard, the address in a printed treasure QR, a hunt's public board (SPEC §2).
    route('component/:componentId/treasure-hunt/:huntId', 'routes/games/hunt.tsx', { id: id('treasure-hunt-play') }),
    route('component/:componentId/leaderboard', 'routes/games/leaderboard.tsx', { id: id('games-leaderboard') }),
    route('treasure/:token', 'routes/games/treasure-link.tsx', { id: id('treasure-link') }),
    route('treasure-hunt/:treasureUuid', 'routes/games/treasure-board.tsx', { id: id('treasure-board') }),
    route('notifications', 'routes/notifications/notifications.tsx', { id: id('notifications') }),
    route('notifications.json', 'routes/notifications/notifications-json.ts', { id: id('notifications-json') }),
    // Friends (SPEC §2): my friends (every friend action posts here), and the invitations with people you may know.
    route('friends', 'routes/friends/friends.tsx', { id: id('friends') }),
    route('friends/invitations', 'routes/friends/invitations.tsx', { id: id('friends-invitations') }),
    // The inbox (SPEC §2): conversations, a first message to someone, one thread.
    route('inbox', 'routes/inbox/inbox.tsx', { id: id('inbox') }),
    route('inbox/create/user/:userId?', 'routes/inbox/inbox-create.tsx', { id: id('inbox-create') }),
    route('inbox/thread/:threadId', 'routes/inbox/inbox-thread.tsx', { id: id('inbox-thread') }),
    // Business matching (SPEC §2): people to meet, then the pending and accepted lists; {meetingId} opens the meeting modal.
    route('business-matching', 'routes/business-matching/business-matching.tsx', { id: id('business-matching') }),
    route('business-matching/pending/:meetingId?', 'routes/business-matching/business-matching.tsx', { id: id('business-matching-pending') }),
    route('business-matching/accepted/:meetingId?', 'routes/business-matching/business-matching.tsx', { id: id('business-matching-accepted') }),
    route('business-matching/accepted/:meetingId/calendar.ics', 'routes/business-matching/meeting-ics.ts', { id: id('business-matching-ics') }),
    // The admin panel (DESIGN "Areas of the UI"); `manage` is SPEC §2's moderator area.
    route('admin', 'routes/admin/home.tsx', { id: id('admin') }),
    route('admin/join-requests', 'routes/admin/join-requests.tsx', { id: id('join-requests') }),
    route('admin/discount-codes', 'routes/admin/discount-codes.tsx', { id: id('discount-codes') }),
    route('admin/landing', 'routes/admin/landing.tsx', { id: id('landing-builder') }),
    route('admin/specific-fields', 'routes/admin/specific-fields.tsx', { id: id('specific-fields') }),
    route('admin/treasure-hunts', 'routes/admin/treasure-hunts.tsx', { id: id('treasure-hunts') }),
    route('admin/treasure-hunts/:huntId/codes.pdf', 'routes/admin/treasure-hunt-sheet.ts', { id: id('treasure-hunt-sheet') }),
    route('admin/points', 'routes/admin/points.tsx', { id: id('points-admin') }),
    route('admin/check-in', 'routes/admin/check-in.tsx', { id: id('check-in') }),
    route('admin/check-in/session/:sessionId', 'routes/admin/check-in-session.tsx', { id: id('check-in-session') }),
    route('admin/check-in/offline', 'routes/admin/check-in-offline.ts', { id: id('check-in-offline') }),
    route('admin/check-in/session/:sessionId/offline', 'routes/admin/check-in-offline.ts', { id: id('check-in-session-offline') }),
    route('admin/check-in/manifest.webmanifest', 'routes/admin/check-in-manifest.ts', { id: id('check-in-manifest') }),
    route('admin/landing/upload', 'routes/admin/landing-upload.ts', { id: id('landing-builder-upload') }),
    route('admin/invoices', 'routes/admin/invoices.tsx', { id: id('invoices') }),
    route('admin/invoices/sample/:name', 'routes/admin/invoice-sample.ts', { id: id('invoice-sample') }),
    route('admin/invoices/pdf/:invoiceId', 'routes/admin/invoice-pdf.ts', { id: id('invoice-pdf') }),
    route('admin/invoices/:batchId', 'routes/admin/invoice-batch.tsx', { id: id('invoice-batch') }),
    route('admin/invoices/:batchId/zip', 'routes/admin/invoice-files.ts', { id: id('invoice-zip') }),
    route('admin/reviews', 'routes/admin/reviews.tsx', { id: id('admin-reviews') }),
    route('manage/join-requests', 'routes/admin/manage-redirect.ts', { id: id('manage-join-requests') }),
    route('manage/discount-codes', 'routes/admin/manage-redirect.ts', { id: id('manage-discount-codes') }),
    // The moderator area (SPEC §2 manage, issue #19): any moderator access grants it (SPEC §6).
    route('manage', 'routes/manage/home.tsx', { id: id('manage') }),
    route('manage/exhibitor/:exhibitorId', 'routes/manage/exhibitor.tsx', { id: id('manage-exhibitor') }),
    route('manage/exhibitor/:exhibitorId/create', 'routes/manage/exhibitor-create.tsx', { id: id('manage-exhibitor-create') }),
    route('manage/exhibitor/:exhibitorId/update/:exhibitorUpdateId', 'routes/manage/exhibitor-update.tsx', { id: id('manage-exhibitor-update') }),
    route('manage/speaker/:speakerId', 'routes/manage/speaker.tsx', { id: id('manage-speaker') }),
    // Dashboard (my events, events near you) and event info (SPEC §2).
    route('dashboard', 'routes/dashboard/dashboard.tsx', { id: id('dashboard') }),
    route('event-info', 'routes/dashboard/event-info.tsx', { id: id('event-info') }),
    route('*', 'routes/event/not-found.tsx', { id: id('not-found') }),
  ])];
}

export default [
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  // Google Calendar's OAuth redirect URI (one for every event: the signed state names the event).
  route('calendar/google/callback', 'routes/calendar/google-callback.ts'),
  route(':slug', 'routes/event/layout.tsx', { id: 'slug:event' }, eventScreens('slug')),
  layout('routes/event/layout.tsx', { id: 'host:event' }, eventScreens('host')),
] satisfies RouteConfig;
