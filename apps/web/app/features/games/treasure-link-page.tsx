import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import type { ScanAnswer } from './games.server.ts';
import { ScanAnswerBox } from './scan-answer.tsx';
import './games.css';

/** `treasure/{token}`: a printed QR read by the phone's own camera app; one button collects it. */
export function TreasureLinkPage({ data, answer, basePath }: { data: { hunt: { id: number; name: string; componentId: number } | null }; answer: ScanAnswer | undefined; basePath: string }) {
  const { t } = useTranslation('games');
  const busy = useNavigation().state === 'submitting';
  const hunt = answer?.hunt ?? data.hunt;
  return (
    <section className="gm" aria-labelledby="gm-title">
      <h1 id="gm-title">{t('link.title')}</h1>
      <ScanAnswerBox answer={answer} basePath={basePath} />
      {!answer ? (
        data.hunt ? (
          <Form method="post" className="gm-form">
            <p>{t('link.intro', { hunt: data.hunt.name })}</p>
            <Button type="submit" disabled={busy} autoFocus>
              {t('link.collect')}
            </Button>
          </Form>
        ) : (
          <p className="gm-answer gm-answer--bad">{t('link.unknown')}</p>
        )
      ) : null}
      {hunt ? (
        <p>
          <Link to={`${basePath}/component/${hunt.componentId}/treasure-hunt/${hunt.id}`}>{t('link.open_hunt', { hunt: hunt.name })}</Link>
        </p>
      ) : null}
    </section>
  );
}
