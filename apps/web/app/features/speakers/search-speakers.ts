import { fuzzySearch } from './fuzzy-search.ts';

export interface SearchableSpeaker {
  first_name: string;
  last_name: string;
  position: string | null;
  company: string | null;
}

/** SPEC §9 speaker search; the server (`?q=`) and the browser (live) both use this. */
export function searchSpeakers<T extends SearchableSpeaker>(speakers: readonly T[], query: string): T[] {
  return fuzzySearch(speakers, query, (s) => [s.first_name, s.last_name, s.position, s.company]);
}
