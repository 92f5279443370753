import { describe, expect, it } from 'vitest';
import { checkRun, scoreRun, type KeyQuestion } from './quiz-score.ts';

const key: KeyQuestion[] = [
  { id: 1, mode: 'single', answers: [{ id: 11, mode: 'choice', is_correct: true, points: 2 }, { id: 12, mode: 'choice', is_correct: false, points: 0 }] },
  { id: 2, mode: 'multi', answers: [{ id: 21, mode: 'choice', is_correct: true, points: 1 }, { id: 22, mode: 'choice', is_correct: true, points: 1 }, { id: 23, mode: 'choice', is_correct: false, points: 0 }] },
  { id: 3, mode: 'open', answers: [{ id: 31, mode: 'text', is_correct: false, points: 0 }] },
];
const full = [
  { question: 1, answer: 11 },
  { question: 2, answer: 21 },
  { question: 2, answer: 22 },
  { question: 3, answer: 31, response: 'More coffee' },
];

describe('checking a run', () => {
  it('accepts a complete run and keeps the words of the text answer only', () => {
    expect(checkRun(key, full)).toEqual([
      { question_id: 1, answer_id: 11, response: null },
      { question_id: 2, answer_id: 21, response: null },
      { question_id: 2, answer_id: 22, response: null },
      { question_id: 3, answer_id: 31, response: 'More coffee' },
    ]);
    // An open question may also be answered with words alone.
    expect(checkRun(key, [...full.slice(0, 3), { question: 3, response: 'Words' }]).at(-1)).toEqual({ question_id: 3, answer_id: null, response: 'Words' });
  });

  it('is incomplete unless every question is answered', () => {
    expect(() => checkRun(key, full.slice(0, 3))).toThrow(expect.objectContaining({ code: 'quiz.incomplete' }));
  });

  it.each([
    ['an answer of another question', [{ question: 1, answer: 21 }, ...full.slice(1)]],
    ['a question of another quiz', [...full, { question: 99, answer: 11 }]],
    ['two answers to a single-choice question', [{ question: 1, answer: 12 }, ...full]],
    ['the same answer twice', [...full, { question: 2, answer: 21 }]],
    ['a text answer without words', [...full.slice(0, 3), { question: 3, answer: 31, response: '' }]],
    ['a choice question answered with words only', [{ question: 1, response: 'Vistula' }, ...full.slice(1)]],
    ['two texts for an open question', [...full, { question: 3, response: 'again' }]],
  ])('refuses %s', (_name, responses) => {
    expect(() => checkRun(key, responses)).toThrow(expect.objectContaining({ code: 'quiz.invalid_answer' }));
  });
});

describe('scoring a run', () => {
  it('scores correct single answers and exactly-right multiple answers', () => {
    expect(scoreRun(key, checkRun(key, full))).toEqual({ points: 4, all_points: 4 });
  });
  it('gives nothing for a wrong single answer or an over-eager multiple one', () => {
    const greedy = [{ question: 1, answer: 12 }, { question: 2, answer: 21 }, { question: 2, answer: 22 }, { question: 2, answer: 23 }, { question: 3, response: 'x' }];
    expect(scoreRun(key, checkRun(key, greedy))).toEqual({ points: 0, all_points: 4 });
  });
});
