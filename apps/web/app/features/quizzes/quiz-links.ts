/** Where a quiz's public results are (SPEC §2), or null while the organizer keeps them hidden. */
export function resultsPath(basePath: string, quiz: { mode: 'quiz' | 'survey'; uuid: string; visible_results: boolean }): string | null {
  if (!quiz.visible_results) return null;
  return `${basePath}/${quiz.mode === 'quiz' ? 'leaderboard' : 'survey-results'}/${quiz.uuid}`;
}
