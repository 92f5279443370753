import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeaderboardData, SurveyResultsData } from './quizzes.server.ts';
import { useLiveQuiz } from './use-live-quiz.ts';
import './quizzes.css';

/** What both public pages show around their results, live as people finish (useLiveQuiz): the way back, the title, how many took part. */
function ResultsFrame({ data, basePath, title, count, children }: { data: { eventId: number; survey_quiz: { id: number; event_component_id: number } }; basePath: string; title: string; count: string; children: React.ReactNode }) {
  const { t } = useTranslation('quizzes');
  useLiveQuiz(data.eventId, data.survey_quiz.id);
  return (
    <section className="qz" aria-labelledby="qz-title">
      <p>
        <Link to={`${basePath}/component/${data.survey_quiz.event_component_id}`}>{t('back')}</Link>
      </p>
      <h1 id="qz-title">{title}</h1>
      <p className="qz-muted" aria-live="polite">
        {count}
      </p>
      {children}
    </section>
  );
}

/** `leaderboard/{quizUuid}` (SPEC §2): the quiz's ranking, which grows by itself as people finish. */
export function LeaderboardPage({ data, basePath }: { data: LeaderboardData; basePath: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <ResultsFrame data={data} basePath={basePath} title={t('leaderboard_title', { name: data.survey_quiz.name })} count={t('participants', { count: data.participants })}>
      {data.leaderboard.length === 0 ? (
        <p className="qz-empty">{t('no_results')}</p>
      ) : (
        <table className="qz-board">
          <caption>{t('leaderboard')}</caption>
          <thead>
            <tr>
              <th scope="col" className="qz-num">{t('position')}</th>
              <th scope="col">{t('name')}</th>
              <th scope="col" className="qz-num">{t('points')}</th>
            </tr>
          </thead>
          <tbody>
            {data.leaderboard.map((row) => (
              <tr key={row.position} className={row.mine ? 'qz-me' : undefined}>
                <td className="qz-num">{row.position}</td>
                <th scope="row">
                  {row.name || t('anonymous')}
                  {row.mine ? ` ${t('you')}` : ''}
                </th>
                <td className="qz-num">{t('points_of', { points: row.points, all: row.all_points })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResultsFrame>
  );
}

/** `survey-results/{surveyUuid}` (SPEC §2): per question, how many chose each answer, as bars with their numbers in text. */
export function SurveyResultsPage({ data, basePath }: { data: SurveyResultsData; basePath: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <ResultsFrame data={data} basePath={basePath} title={t('results_title', { name: data.survey_quiz.name })} count={t('respondents', { count: data.respondents })}>
      {data.questions.map((q) => {
        // Shares are of the people who answered the question (a multiple-choice one may add up past 100%).
        const share = (n: number) => (q.respondents ? Math.round((n * 100) / q.respondents) : 0);
        return (
          <section key={q.id} aria-labelledby={`qz-q-${q.id}`}>
            <h2 id={`qz-q-${q.id}`} className="qz-question-text">
              {q.question}
            </h2>
            <p className="qz-muted">{t('respondents', { count: q.respondents })}</p>
            {q.mode === 'open' ? (
              <p>{t('written', { count: q.written })}</p>
            ) : (
              <ul className="qz-bars">
                {q.answers.map((a) => (
                  <li key={a.id}>
                    <span className="qz-bar-label">
                      <span>{a.answer}</span>
                      <span>{t('answer_count', { count: a.count, percent: share(a.count) })}</span>
                    </span>
                    <span className="qz-bar" aria-hidden="true">
                      <span style={{ width: `${share(a.count)}%` }} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </ResultsFrame>
  );
}
