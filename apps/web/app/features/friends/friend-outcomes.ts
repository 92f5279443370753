import { defineOutcomeQuery, type NoticeOf } from '../components/outcome-query.ts';

/** What the friends screens and buttons say after an action (`?friends=` / `?friends_error=`). */
export const friendOutcomes = defineOutcomeQuery('friends', ['invited', 'accepted', 'declined', 'cancelled', 'removed'], /^friends\.[a-z_]+$/);
export type FriendNotice = NoticeOf<typeof friendOutcomes>;
