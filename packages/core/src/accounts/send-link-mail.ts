import type { Ctx } from '../context.ts';
import { sendAccountMail, type AccountMailKind } from './account-mail.ts';
import { accountLink, type LinkEvent } from './event-link.ts';
import type { UserRow } from './find-user.ts';
import { createEmailToken, invalidateEmailTokens } from './tokens/email-token.ts';
import { mailLocale } from './user-locale.ts';

/** Where each kind of link leads (SPEC §2 routes, under the event's slug when there is one). */
type LinkKind = Extract<AccountMailKind, 'confirmation' | 'magic_link' | 'password_reset'>;
const linkPath: Record<LinkKind, string> = {
  confirmation: 'registration/confirm',
  magic_link: 'magic-link',
  password_reset: 'reset-password',
};

export interface LinkMailRequest {
  kind: LinkKind;
  event: LinkEvent | null;
  source?: string | null;
  /** The language the request was made in; the user's own locale wins. */
  locale?: string | null;
}

/**
 * Issues a fresh single-use link of a kind (earlier unused ones stop working) and queues the
 * e-mail carrying it, in one transaction.
 */
export async function sendLinkMail(ctx: Pick<Ctx, 'db' | 'jobs' | 'clock' | 'config'>, user: UserRow, req: LinkMailRequest): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await invalidateEmailTokens(tx, user.id, req.kind, now);
    const token = await createEmailToken(tx, { userId: user.id, kind: req.kind, eventId: req.event?.id, source: req.source, now });
    await sendAccountMail(
      { db: tx, jobs: ctx.jobs },
      {
        kind: req.kind,
        to: user.email,
        locale: mailLocale(user.locale, req.locale),
        name: user.first_name,
        url: accountLink(ctx, req.event, linkPath[req.kind], token),
        event: req.event,
      },
    );
  });
}
