import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass, useHydrated } from '../../components/ui/index.ts';
import type { QuizRunAnswer, QuizRunData } from './quizzes.server.ts';
import { answeredIn, QuestionFieldset } from './quiz-question.tsx';
import { QuizResult } from './quiz-result.tsx';
import './quizzes.css';

/** The words for what the server refused. */
function errorKey(code: string): 'incomplete' | 'invalid' | 'login' | 'failed' {
  if (code === 'quiz.incomplete') return 'incomplete';
  if (code === 'quiz.invalid_answer' || code === 'common.validation') return 'invalid';
  if (code === 'common.not_authenticated') return 'login';
  return 'failed';
}

/**
 * The run (SPEC §4 "Quiz run"): with JavaScript one question at a time — previous / next, a
 * jump to the first unanswered one, and Send only once every question has an answer. Without
 * it, every question shows in one form that sends as well (the server checks the same rules).
 */
function QuizForm({ data, basePath }: { data: QuizRunData; basePath: string }) {
  const { t } = useTranslation('quizzes');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const refused = useActionData<QuizRunAnswer>();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const { questions } = data.quiz;
  const [current, setCurrent] = useState(0);
  const [answered, setAnswered] = useState<Set<number>>(new Set());
  const moved = useRef(false);

  useEffect(() => {
    if (form.current) setAnswered(answeredIn(form.current, questions));
  }, [questions]);
  // Moving to a question takes the focus there, so a screen reader reads it out.
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(`qz-step-${questions[current]?.id}`)?.focus();
  }, [current, questions]);

  const go = (i: number) => {
    moved.current = true;
    setCurrent(Math.max(0, Math.min(questions.length - 1, i)));
  };
  const firstOpen = questions.findIndex((q) => !answered.has(q.id));
  const complete = firstOpen === -1;
  const sending = navigation.state === 'submitting';
  const paged = hydrated && questions.length > 1;

  return (
    <Form method="post" ref={form} className="qz-run" noValidate onChange={() => form.current && setAnswered(answeredIn(form.current, questions))}>
      {questions.map((q, i) => (
        <QuestionFieldset key={q.id} question={q} index={i} total={questions.length} hidden={paged && i !== current} />
      ))}
      {hydrated ? (
        <p className="qz-progress" aria-live="polite">
          {t('answered_of', { answered: answered.size, total: questions.length })}
        </p>
      ) : null}
      {paged ? (
        <div className="qz-nav">
          <button type="button" className={buttonClass('secondary')} onClick={() => go(current - 1)} disabled={current === 0}>
            {t('previous')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => go(current + 1)} disabled={current === questions.length - 1}>
            {t('next')}
          </button>
          {!complete && firstOpen !== current ? (
            <button type="button" className={buttonClass('ghost')} onClick={() => go(firstOpen)}>
              {t('first_unanswered')}
            </button>
          ) : null}
        </div>
      ) : null}
      {refused && !refused.ok ? (
        <p className="qz-error" role="alert">
          {t(`error.${errorKey(refused.code)}`)}
        </p>
      ) : null}
      {data.signedIn ? (
        <div className="qz-send">
          <button type="submit" className={buttonClass('primary')} disabled={(hydrated && !complete) || sending} aria-describedby={hydrated && !complete ? 'qz-send-hint' : undefined}>
            {sending ? t('sending') : t('send')}
          </button>
          {hydrated && !complete ? (
            <p id="qz-send-hint" className="qz-muted">
              {t('send_hint')}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="qz-signin">
          <Link to={`${basePath}/login?redirectTo=${encodeURIComponent(location.pathname)}`}>
            {t('login_to_send')}
          </Link>
        </p>
      )}
    </Form>
  );
}

/** `component/{id}/survey_quiz_component/{quizId}`: a quiz to take, or — once taken — its result. */
export function QuizRunPage({ data, basePath }: { data: QuizRunData; basePath: string }) {
  const { t } = useTranslation('quizzes');
  const listPath = `${basePath}/component/${data.component.id}`;
  const { quiz } = data;
  return (
    <section className="qz" aria-labelledby="qz-title">
      <p>
        <Link to={listPath}>{t('back')}</Link>
      </p>
      <h1 id="qz-title">{quiz.name}</h1>
      <p className="qz-meta">
        <span className="qz-badge">{t(quiz.mode === 'quiz' ? 'kind_quiz' : 'kind_survey')}</span>
        <span>{t('questions', { count: quiz.questions_count })}</span>
      </p>
      {quiz.is_completed_by_me ? (
        <QuizResult data={data} basePath={basePath} listPath={listPath} />
      ) : quiz.questions.length === 0 ? (
        <p className="qz-empty">{t('no_questions')}</p>
      ) : (
        <QuizForm data={data} basePath={basePath} />
      )}
    </section>
  );
}
