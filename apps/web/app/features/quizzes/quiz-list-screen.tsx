import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import type { QuizListData } from './quizzes.server.ts';
import { resultsPath } from './quiz-links.ts';
import './quizzes.css';

const tabs = ['all', 'completed', 'uncompleted'] as const;

type ListedQuiz = QuizListData['quizzes'][number];

function QuizCard({ quiz, here, basePath, signedIn }: { quiz: ListedQuiz; here: string; basePath: string; signedIn: boolean }) {
  const { t } = useTranslation('quizzes');
  const run = `${here}/survey_quiz_component/${quiz.id}`;
  const results = resultsPath(basePath, quiz);
  const locked = quiz.is_login_required && !signedIn;
  return (
    <li className="qz-card">
      <h2 className="qz-card-title">
        <Link to={run}>{quiz.name}</Link>
      </h2>
      <p className="qz-meta">
        <span className="qz-badge">{t(quiz.mode === 'quiz' ? 'kind_quiz' : 'kind_survey')}</span>
        <span>{t('questions', { count: quiz.questions_count })}</span>
        <span className={quiz.is_completed_by_me ? 'qz-done' : undefined}>{t(quiz.is_completed_by_me ? 'status_done' : 'status_todo')}</span>
      </p>
      {quiz.my_result && quiz.mode === 'quiz' ? <p className="qz-score">{t('score', { points: quiz.my_result.points, all: quiz.my_result.all_points })}</p> : null}
      <p className="qz-actions">
        <Link to={run} aria-label={`${t(quiz.is_completed_by_me ? 'view_result' : locked ? 'login_only' : quiz.mode === 'quiz' ? 'start_quiz' : 'start_survey')}: ${quiz.name}`}>
          {t(quiz.is_completed_by_me ? 'view_result' : locked ? 'login_only' : quiz.mode === 'quiz' ? 'start_quiz' : 'start_survey')}
        </Link>
        {results ? (
          <Link to={results} aria-label={t(quiz.mode === 'quiz' ? 'leaderboard_of' : 'results_of', { name: quiz.name })}>
            {t(quiz.mode === 'quiz' ? 'leaderboard' : 'results')}
          </Link>
        ) : null}
      </p>
    </li>
  );
}

/** `component/{id}` of a quizzes-and-surveys component (SPEC §2, §4): the list with all / completed / uncompleted tabs. */
export function QuizListScreen({ data, component, basePath }: ScreenProps<QuizListData>) {
  const { t } = useTranslation('quizzes');
  const navigation = useNavigation();
  const here = `${basePath}/component/${component.id}`;
  // A tab's list is on its way: the old one stays, marked busy, until the new one is there.
  const loading = navigation.state === 'loading' && navigation.location.pathname === here;
  return (
    <section className="qz" aria-labelledby="qz-title">
      <h1 id="qz-title">{component.label}</h1>
      <nav aria-label={t('tabs_label')} className="qz-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={tab === 'all' ? here : `${here}?filter=${tab}`} aria-current={data.filter === tab ? 'page' : undefined}>
                {t(`tab_${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loading ? (
        <p className="qz-muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {data.quizzes.length === 0 ? (
        <p className="qz-empty">{t(`empty_${data.filter}`)}</p>
      ) : (
        <ul className="qz-list" aria-busy={loading || undefined}>
          {data.quizzes.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} here={here} basePath={basePath} signedIn={data.signedIn} />
          ))}
        </ul>
      )}
    </section>
  );
}
