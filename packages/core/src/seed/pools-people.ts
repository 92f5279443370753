import type { Prng } from './prng.ts';

// Demo people are a mix of Polish and international names, as at a Warsaw conference.
// Polish surnames ending in -ski/-cki take the feminine form for women.

const femaleFirst = [
  'Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Zofia', 'Joanna', 'Magdalena', 'Natalia', 'Julia',
  'Aleksandra', 'Marta', 'Ewa', 'Hanna', 'Weronika', 'Emma', 'Sophie', 'Laura', 'Claire', 'Elena',
  'Ioana', 'Petra', 'Eszter', 'Lucie', 'Olga',
] as const;

const maleFirst = [
  'Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Jakub', 'Marcin', 'Łukasz', 'Mateusz', 'Adam',
  'Bartosz', 'Wojciech', 'Jan', 'Kacper', 'Szymon', 'Lukas', 'Thomas', 'James', 'Pierre', 'Andrei',
  'Dmitri', 'Tomáš', 'Bence', 'Georgi', 'David',
] as const;

/** [masculine, feminine] forms. */
const polishSurnames: readonly (readonly [string, string])[] = [
  ['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'], ['Wójcik', 'Wójcik'],
  ['Kowalczyk', 'Kowalczyk'], ['Kamiński', 'Kamińska'], ['Lewandowski', 'Lewandowska'], ['Zieliński', 'Zielińska'],
  ['Szymański', 'Szymańska'], ['Woźniak', 'Woźniak'], ['Dąbrowski', 'Dąbrowska'], ['Kozłowski', 'Kozłowska'],
  ['Jankowski', 'Jankowska'], ['Mazur', 'Mazur'], ['Krawczyk', 'Krawczyk'], ['Piotrowski', 'Piotrowska'],
  ['Grabowski', 'Grabowska'], ['Pawłowski', 'Pawłowska'], ['Michalski', 'Michalska'], ['Zając', 'Zając'],
];

const internationalSurnames = [
  'Müller', 'Schmidt', 'Novák', 'Dvořák', 'Nagy', 'Kovács', 'Popescu', 'Ionescu', 'Dubois', 'Martin',
  'Ivanov', 'Petrov', 'Smith', 'Taylor', 'García', 'Rossi', 'Jensen', 'Virtanen', 'Horvat', 'Silva',
] as const;

export interface PersonName {
  first_name: string;
  last_name: string;
}

export function pickPersonName(r: Prng): PersonName {
  const female = r.chance(0.5);
  const first_name = r.pick(female ? femaleFirst : maleFirst);
  if (r.chance(0.6)) {
    const [masculine, feminine] = r.pick(polishSurnames);
    return { first_name, last_name: female ? feminine : masculine };
  }
  return { first_name, last_name: r.pick(internationalSurnames) };
}

export const positions = [
  'Product Manager', 'Software Engineer', 'Head of Marketing', 'CTO', 'CEO', 'Event Manager', 'UX Designer',
  'Data Scientist', 'Sales Director', 'Community Lead', 'Engineering Manager', 'Founder', 'Growth Lead',
  'Solutions Architect', 'Partnerships Manager', 'HR Business Partner', 'Content Strategist', 'DevOps Engineer',
] as const;

export const countries = ['PL', 'PL', 'PL', 'PL', 'DE', 'CZ', 'HU', 'RO', 'FR', 'BG', 'GB', 'UA', 'LT', 'SK'] as const;

export const offers = [
  'Mentoring for early-stage founders',
  'Hands-on help with cloud migrations',
  'Introductions to investors in CEE',
  'Design reviews and usability testing',
  'Partnerships for event tech integrations',
  'Speaking slots at our meetups',
] as const;

export const needs = [
  'Beta testers for our new product',
  'A technical co-founder',
  'Suppliers for large on-site events',
  'Partners in the DACH region',
  'Feedback on our pricing model',
  'Senior engineers who love TypeScript',
] as const;
