import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Who wrote a post, asked a question, sent a message or is on the other side of a meeting: what a list shows of a person. */
export interface PersonSummary {
  user_identity_token: string;
  first_name: string;
  last_name: string;
  company: string | null;
  position: string | null;
  picture: string | null;
}

type Columns = Record<keyof PersonSummary, AnyPgColumn>;

/** The columns of a PersonSummary, from `users` or an alias of it (a commenter, the other side of a meeting). */
export const personColumns = <T extends Columns>(u: T): Pick<T, keyof PersonSummary> => ({ user_identity_token: u.user_identity_token, first_name: u.first_name, last_name: u.last_name, company: u.company, position: u.position, picture: u.picture });
