import { fuzzySearch } from './fuzzy-search.ts';

export interface SearchableSpeaker {
  first_name: string;
  last_name: string;
  position: string | null;
  company: string | null;
}

/** What a search looks at: a name and a company is a few words; the edit distance costs words × fields × speakers. */
export const MAX_QUERY_CHARS = 100;
const MAX_QUERY_WORDS = 5;

/** The query as searched: at most MAX_QUERY_CHARS characters and five words. */
export function speakerQuery(query: string): string {
  return query.slice(0, MAX_QUERY_CHARS).trim().split(/\s+/).slice(0, MAX_QUERY_WORDS).join(' ');
}

/**
 * SPEC §9 speaker search; the server (`?q=`) and the browser (live) both use this. The query is
 * cut first: `?q=` with 7,000 words cost a guest's request 300 ms of the server's thread.
 */
export function searchSpeakers<T extends SearchableSpeaker>(speakers: readonly T[], query: string): T[] {
  return fuzzySearch(speakers, speakerQuery(query), (s) => [s.first_name, s.last_name, s.position, s.company]);
}
