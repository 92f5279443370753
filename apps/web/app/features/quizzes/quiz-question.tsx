import { useTranslation } from 'react-i18next';
import type { QuizQuestion } from '@foyer/core/quizzes/quiz-read';

/** An open answer's limit (core's RESPONSE_MAX; the browser stops there, the server checks again). */
export const RESPONSE_MAX = 2000;

/**
 * One question as a fieldset: radios for single choice, checkboxes for multiple, a text area
 * for an open question; a "text" answer (other, please specify) gets its own field. Its legend
 * is the question, so a screen reader names the group; the heading inside takes the focus when
 * the run moves to it.
 */
export function QuestionFieldset({ question, index, total, hidden }: { question: QuizQuestion; index: number; total: number; hidden: boolean }) {
  const { t } = useTranslation('quizzes');
  const hintId = `qz-hint-${question.id}`;
  return (
    <fieldset className="qz-question" hidden={hidden} aria-describedby={hintId} data-question={question.id}>
      <legend>
        <span className="qz-muted qz-step" id={`qz-step-${question.id}`} tabIndex={-1}>
          {t('question_of', { n: index + 1, total })}
        </span>
        <span className="qz-question-text">{question.question}</span>
      </legend>
      <p className="qz-muted qz-hint" id={hintId}>
        {t(question.mode === 'single' ? 'pick_one' : question.mode === 'multi' ? 'pick_many' : 'write_hint', { max: RESPONSE_MAX })}
      </p>
      {question.mode === 'open' ? (
        <>
          <label htmlFor={`open-${question.id}`}>{t('write')}</label>
          <textarea id={`open-${question.id}`} name={`open-${question.id}`} rows={4} maxLength={RESPONSE_MAX} />
        </>
      ) : (
        <ul className="qz-answers">
          {question.answers.map((a) => (
            <li key={a.id}>
              <label className="qz-answer">
                <input type={question.mode === 'single' ? 'radio' : 'checkbox'} name={`q-${question.id}`} value={a.id} />
                <span>{a.answer}</span>
              </label>
              {a.mode === 'text' ? (
                <label className="qz-other">
                  <span>{t('other_words')}</span>
                  <input type="text" name={`text-${a.id}`} maxLength={RESPONSE_MAX} />
                </label>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** Which questions a form has an answer for, by the same rules the server reads it with (runFromForm). */
export function answeredIn(form: HTMLFormElement, questions: QuizQuestion[]): Set<number> {
  const data = new FormData(form);
  const done = new Set<number>();
  for (const q of questions) {
    if (q.mode === 'open' ? String(data.get(`open-${q.id}`) ?? '').trim() !== '' : data.getAll(`q-${q.id}`).length > 0) done.add(q.id);
  }
  return done;
}
