import type { Prng } from './prng.ts';

// Organizer content of the demo is English (SPEC: organizer texts are not translated by us).

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

export function sessionTitle(r: Prng): string {
  return r.pick(sessionFrames).replace('{s}', r.pick(sessionSubjects));
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

export function paragraph(r: Prng, min = 2, max = 4): string {
  return r.sample(sentences, r.int(min, max)).join(' ');
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
