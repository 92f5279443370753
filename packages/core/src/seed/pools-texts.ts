import type { Prng } from './prng.ts';

// Organizer content of the demo is written in English and translated per language from the same
// picked parts (demo-translations/agenda-words.ts, localized-text.ts).

/** The pools' words in one other language; null is English, the source. */
export interface PoolWords {
  subjects: Record<string, string>;
  frames: Record<string, string>;
  sentences: Record<string, string>;
}

/** A text made of picked parts, written in English (null) or from a language's pool words. */
export type PoolText = (words: PoolWords | null) => string;

const sessionSubjects = [
  'Design Systems', 'Event Ticketing', 'Realtime Apps', 'Payments in CEE', 'Hybrid Events', 'Community Building',
  'Product Discovery', 'Data Privacy', 'Edge Computing', 'Accessibility', 'TypeScript at Scale', 'AI Assistants',
  'Growth Marketing', 'Remote Teams', 'Open Source', 'Observability', 'Mobile Onboarding', 'Sustainable Events',
] as const;

const sessionFrames = [
  'The Future of {s}',
  '{s}: Lessons from Production',
  'Hands-on {s}',
  '{s} Without the Hype',
  'Scaling {s} in Central Europe',
  'A Practical Guide to {s}',
  '{s} Panel: What Works in 2027',
  'Zero to One with {s}',
] as const;

/** A talk title, frame(subject): the same parts in every language (frames keep the subject in its base form). */
export function pickTitle(r: Prng): PoolText {
  const frame = r.pick(sessionFrames);
  const subject = r.pick(sessionSubjects);
  return (w) => (w ? w.frames[frame]! : frame).replace('{s}', w ? w.subjects[subject]! : subject);
}

const sentences = [
  'We look at real projects and the trade-offs their teams made.',
  'Expect live demos, code on screen and plenty of time for questions.',
  'The session is aimed at practitioners who ship every week.',
  'Speakers share what failed first and what they would do differently.',
  'You will leave with a checklist you can apply on Monday.',
  'We compare the approaches used by companies across Poland and the region.',
  'Bring your laptop if you want to follow along.',
  'A short talk followed by an open discussion with the audience.',
  'Numbers, not slogans: every claim comes with data.',
  'Recorded and available to ticket holders after the event.',
] as const;

/** A few of the sentences, in every language. */
export function pickParagraph(r: Prng, min = 2, max = 4): PoolText {
  const picked = r.sample(sentences, r.int(min, max));
  return (w) => picked.map((s) => (w ? w.sentences[s]! : s)).join(' ');
}


export const speakerBios = [
  'Has built products used by millions and now helps teams ship faster.',
  'Speaks regularly at European tech conferences and organizes local meetups.',
  'Leads a distributed team across Warsaw, Berlin and Prague.',
  'Previously founded two startups; one was acquired in 2024.',
  'Writes about engineering culture and mentors junior developers.',
  'Works at the intersection of design, data and product strategy.',
] as const;

export const feedPosts = [
  'Who is going to the opening keynote? Let us grab seats near the front.',
  'Looking for people interested in realtime apps — meet at the coffee bar after lunch?',
  'Great first day! Slides from the payments talk, anyone?',
  'Is there a quiet room to take a call?',
  'We are hiring TypeScript developers in Warsaw — ping me here or at booth 12.',
  'The view from the main hall is amazing this morning.',
  'Anyone up for dinner in the Old Town tonight?',
  'Thanks to the organizers for the smooth check-in!',
] as const;

export const feedComments = [
  'Count me in!',
  'Same question here.',
  'See you there.',
  'Great idea, thanks for sharing.',
  'The slides will be on the agenda page after the session.',
  'There is one on the first floor, next to Room B.',
  'Sent you a message.',
] as const;
