import { useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import { Screen } from '../access/screen.tsx';
import { useQrCamera } from '../check-in/use-qr-camera.ts';
import { useLiveUserScreen } from '../notifications/use-live-user-screen.ts';
import { ConversationList } from './conversation-list.tsx';
import { TalkingNow } from './talking-now.tsx';
import type { ScanAnswer, ScanGameData } from './scan-game.server.ts';
import { useServerClock } from './use-server-clock.ts';
import './scan-game.css';

/** What the last scan came to, in words (SPEC §8 for the refusals). */
function useOutcomeText(answer: ScanAnswer | undefined): { text: string; tone: 'ok' | 'wait' | 'bad' } | null {
  const { t } = useTranslation(['scangame', 'common']);
  if (!answer) return null;
  if (!answer.ok) return { text: t(`common:errors.${answer.code.replaceAll('.', '_')}`, { defaultValue: t('scangame:failed') }), tone: 'bad' };
  const o = answer.outcome;
  const name = `${o.person.first_name} ${o.person.last_name}`.trim();
  if (o.status === 'started') return { text: t('scangame:started', { name }), tone: 'wait' };
  if (o.status === 'talking') return { text: t('scangame:keep_talking', { name, count: o.seconds_left }), tone: 'wait' };
  return { text: t('scangame:confirmed', { name, count: o.points }), tone: 'ok' };
}

/**
 * `component/:id/scan`: my personal QR, the camera (or a typed code) to scan another's, the
 * conversation running now with its 2-minute timer, and the people I have talked with. A scan
 * by the other person reaches this page on the viewer's stream (`qr_scan`), and the page loads
 * again; its timers count by the server's clock.
 */
export function ScanGamePage({ data, basePath }: { data: ScanGameData; basePath: string }) {
  const { t } = useTranslation('scangame');
  const fetcher = useFetcher<ScanAnswer>();
  const busy = fetcher.state !== 'idle';
  const videoRef = useRef<HTMLVideoElement>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const send = (code: string) => fetcher.submit({ code }, { method: 'post' });
  // One read per start: the camera stops so the same code is not sent again; a rescan starts it again.
  const camera = useQrCamera(videoRef, cameraOn, (code) => {
    setCameraOn(false);
    void send(code);
  }, () => setCameraOn(false));
  // The other phone's scan arrives on the bell's /realtime/me connection (one per page).
  useLiveUserScreen(data.eventId, 'qr_scan');
  // The page's own scan answers with the server's time too: the clock follows the newest.
  // A code typed before the page was interactive was a plain form post: its answer is the page's action data.
  const navigated = useActionData<ScanAnswer>();
  const answer = fetcher.data ?? navigated;
  const now = useServerClock(answer?.ok ? answer.now : data.now);
  const outcome = useOutcomeText(answer);
  const running = data.conversations.find((c) => c.confirmed_at === null);
  return (
    <Screen title={t('title')} intro={t('intro', { count: data.points })} wide>
      <div className="scan-game">
        <section className="scan-game__mine" aria-labelledby="scan-mine-title">
          <h2 id="scan-mine-title">{t('my_code_title')}</h2>
          <p>{t('my_code_text')}</p>
          <div className="scan-game__qr" role="img" aria-label={t('my_code_label')} dangerouslySetInnerHTML={{ __html: data.qrSvg }} />
          <p className="scan-game__code-line">
            {t('code_as_text')} <code className="scan-game__code">{data.code}</code>
          </p>
        </section>

        <section className="scan-game__scan" aria-labelledby="scan-scan-title">
          <h2 id="scan-scan-title">{t('scan_title')}</h2>
          {camera.supported ? (
            <div className="scan-game__camera">
              <Button type="button" onClick={() => setCameraOn((on) => !on)} aria-pressed={cameraOn}>
                {cameraOn ? t('camera_stop') : t('camera_start')}
              </Button>
              {cameraOn ? <video ref={videoRef} className="scan-game__video" muted playsInline aria-label={t('camera_view')} /> : null}
            </div>
          ) : camera.supported === false ? (
            <p className="fy-muted">{t('camera_unsupported')}</p>
          ) : null}
          {camera.denied ? <p role="alert">{t('camera_denied')}</p> : null}
          <fetcher.Form method="post" className="scan-game__form">
            <Field name="code" label={t('code_label')} hint={t('code_hint')} autoComplete="off" autoCapitalize="none" spellCheck={false} required maxLength={600} />
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? t('sending') : t('send')}
            </Button>
          </fetcher.Form>
          <p role="status" aria-live="polite" className={`scan-game__outcome${outcome ? ` scan-game__outcome--${outcome.tone}` : ''}`}>
            {outcome?.text ?? ''}
          </p>
        </section>

        {running ? <TalkingNow conversation={running} now={now} /> : null}

        <section className="scan-game__people" aria-labelledby="scan-people-title">
          <h2 id="scan-people-title">{t('people_title')}</h2>
          <ConversationList conversations={data.conversations} now={now} basePath={basePath} />
        </section>
      </div>
    </Screen>
  );
}

