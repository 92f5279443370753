import type { loadGamesLeaderboard } from './games.server.ts';

/** The games of the leaderboard's tabs, as the ledger names their sources. */
export const gameSources = ['treasure_hunt', 'qr_scan', 'quiz', 'question', 'photo_booth'] as const;
export type GameSource = (typeof gameSources)[number];
export type GamesLeaderboardData = Awaited<ReturnType<typeof loadGamesLeaderboard>>;
