import type { Command } from 'commander';
import { z } from 'zod';
import { emailField, nameField, newPasswordField, accountMessages } from '@foyer/core/accounts/account-fields';
import { grantEventAdmin } from '@foyer/core/access/grant-event-admin';
import { findEventByUrlSuffix } from '@foyer/core/events/index';
import { systemClock } from '@foyer/core/context';
import { openCliDb } from '../open-context.ts';
import { CliInputError } from '../report-error.ts';

// The service's own field rules, so the CLI refuses what the service would (exit 2, flag named).
const grantFlags = z.object({
  event: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  email: emailField,
  password: newPasswordField.optional(),
  firstName: nameField(accountMessages.firstNameRequired).optional(),
  lastName: nameField(accountMessages.lastNameRequired).optional(),
  json: z.boolean().optional(),
});

/** `foyer admin grant`: the operator's way into an event's admin panel. */
export function registerAdmin(program: Command) {
  const admin = program.command('admin').description('Event administrators.');
  admin
    .command('grant')
    .description('Make the owner of an e-mail address an administrator of an event (creates a confirmed account if there is none).')
    .requiredOption('--event <slug>', 'the event’s url suffix')
    .requiredOption('--email <address>', 'the administrator’s e-mail address')
    .option('--password <password>', 'sign-in password (at least 7 characters); for an existing account it replaces the old one. Without it, sign in by magic link')
    .option('--first-name <name>', 'first name of a new account (default: the part of the address before @)')
    .option('--last-name <name>', 'last name of a new account')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const flags = grantFlags.parse(raw);
      const db = await openCliDb();
      try {
        const event = await findEventByUrlSuffix({ db: db.db }, flags.event);
        if (!event) throw new CliInputError('event', `no event with the slug "${flags.event}"`);
        const result = await grantEventAdmin(
          { db: db.db, clock: systemClock },
          { event_id: event.id, email: flags.email, password: flags.password, first_name: flags.firstName, last_name: flags.lastName },
        );
        const url = `${db.config.publicUrl}/${event.lp_url}`;
        if (flags.json) {
          console.log(JSON.stringify({ event: event.lp_url, ...result, admin_url: `${url}/admin`, login_url: `${url}/login` }));
          return;
        }
        const who = result.account_created ? `Created a confirmed account for ${result.email}` : `${result.email} has an account`;
        const role = result.already_admin ? `and was already an administrator of "${event.lp_url}".` : `and is now an administrator of "${event.lp_url}".`;
        console.log(`${who} ${role}`);
        if (result.password_set && !result.account_created) console.log('Its password was replaced and its sessions ended.');
        console.log(
          result.password_set
            ? `Sign in at ${url}/login, then open ${url}/admin.`
            : `Sign in at ${url}/login?method=magic-link (the link arrives by e-mail, or at /dev/mailbox without SMTP_URL), then open ${url}/admin.`,
        );
      } finally {
        await db.close();
      }
    });
}
