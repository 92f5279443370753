import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuizRunData } from './quizzes.server.ts';
import { resultsPath } from './quiz-links.ts';

/**
 * After a run: the score (quizzes) or a thank-you (surveys), the way to the public results, and
 * the viewer's own answers — the correct ones marked for a quiz. Everything is rendered as text
 * (React escapes it), so words typed into an open answer can never become markup.
 */
export function QuizResult({ data, basePath, listPath }: { data: QuizRunData; basePath: string; listPath: string }) {
  const { t } = useTranslation('quizzes');
  const { quiz, mine } = data;
  const result = quiz.my_result;
  const results = resultsPath(basePath, quiz);
  return (
    <>
      <section className="qz-result" aria-labelledby="quiz-result" tabIndex={-1}>
        <h2 id="quiz-result">{t('result_title')}</h2>
        <p className="qz-result-score">{quiz.mode === 'quiz' && result ? t('result_quiz', { points: result.points, all: result.all_points }) : t('result_survey')}</p>
        <p className="qz-actions">
          {results ? <Link to={results}>{t(quiz.mode === 'quiz' ? 'see_leaderboard' : 'see_results')}</Link> : null}
          <Link to={listPath}>{t('back')}</Link>
        </p>
      </section>
      <section aria-labelledby="qz-mine">
        <h2 id="qz-mine">{t('your_answers')}</h2>
        <ol className="qz-review">
          {quiz.questions.map((q) => {
            const given = (mine ?? []).filter((r) => r.question === q.id);
            const correct = q.answers.filter((a) => a.is_correct);
            return (
              <li key={q.id}>
                <p className="qz-question-text">{q.question}</p>
                <ul>
                  {given.map((r, i) => {
                    const a = q.answers.find((x) => x.id === r.answer);
                    return (
                      <li key={i}>
                        {a && q.mode !== 'open' ? a.answer : null}
                        {r.response ? <q className="qz-words">{r.response}</q> : null}
                        {quiz.mode === 'quiz' && a && q.mode !== 'open' ? <span className={a.is_correct ? 'qz-ok' : 'qz-bad'}> — {t(a.is_correct ? 'correct' : 'wrong')}</span> : null}
                      </li>
                    );
                  })}
                </ul>
                {quiz.mode === 'quiz' && q.mode !== 'open' && correct.length ? <p className="qz-muted">{t('correct_was', { answers: correct.map((a) => a.answer).join(', ') })}</p> : null}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
