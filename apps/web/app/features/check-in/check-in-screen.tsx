import { useEffect, useRef, useState } from 'react';
import { AdminNav } from '../admin/admin-nav.tsx';
import { Form, useLocation, useNavigation, useSubmit } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import type { CheckInResult } from './check-in.server.ts';
import { CheckInList, type CheckInListData } from './check-in-list.tsx';
import type { OfflineLists } from './offline/door-client-loader.ts';
import { useQrCamera } from './use-qr-camera.ts';
import { OfflinePanel } from './offline/offline-panel.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import '../admin/admin.css';
import './check-in.css';

const tone = { checked_in: 'ok', already_checked_in: 'warn', not_recognised: 'bad', other_event: 'bad', other_door: 'bad', not_valid: 'bad' } as const;

/**
 * The door: one field for the code (a hardware scanner types into it, a person can too), the
 * phone's camera where the browser reads QR codes, and one large answer per scan.
 */
export function CheckInScreen({ result, list, filter, offline, entrance }: { result: CheckInResult | undefined; list: CheckInListData; filter: { state: string; q: string }; offline?: OfflineLists['offline']; entrance?: boolean }) {
  const { t } = useTranslation('profile');
  const busy = useNavigation().state === 'submitting';
  const door = useLocation().pathname.replace(/\/$/, '');
  // Offline at the door is the browser's work: without JavaScript there is no copy, so no box saying one is being prepared.
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const camera = useQrCamera(videoRef, cameraOn, (code) => {
    if (!formRef.current || !codeRef.current) return;
    codeRef.current.value = code;
    void submit(formRef.current);
  }, () => setCameraOn(false));
  // Ready for the next ticket: the field empties and keeps the focus after each answer.
  useEffect(() => {
    if (result?.intent === 'scan' && !('invalid' in result) && codeRef.current) {
      codeRef.current.value = '';
      codeRef.current.focus();
    }
  }, [result]);
  const scan = result?.intent === 'scan' && !('invalid' in result) ? result.result : null;
  const invalid = result?.intent === 'scan' && 'invalid' in result ? result : null;
  return (
    <>
      {/* A session's door also links back to the entrance's door, whose page lists the sessions. */}
      <AdminNav links={entrance ? [{ path: 'check-in', label: t('check_in.entrance') }] : []} />
      <p>{t('check_in.intro')}</p>
      <Form method="post" ref={formRef} className="fy-checkin__form">
        <Field
          name="code"
          inputRef={codeRef}
          label={t('check_in.code')}
          hint={t('check_in.code_hint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={200}
          defaultValue={invalid?.code ?? ''}
          errors={invalid ? [t('check_in.outcome.not_recognised')] : undefined}
        />
        <Button type="submit" name="intent" value="scan" disabled={busy}>
          {t('check_in.submit')}
        </Button>
      </Form>
      {camera.supported ? (
        <div className="fy-checkin__camera">
          <Button type="button" variant="secondary" onClick={() => setCameraOn((on) => !on)} aria-pressed={cameraOn}>
            {cameraOn ? t('check_in.camera_stop') : t('check_in.camera_start')}
          </Button>
          {cameraOn ? <video ref={videoRef} className="fy-checkin__video" muted playsInline aria-label={t('check_in.camera_label')} /> : null}
        </div>
      ) : camera.supported === false ? (
        <p className="fy-checkin__note">{t('check_in.camera_unsupported')}</p>
      ) : null}
      {camera.denied ? <p className="fy-checkin__note" role="alert">{t('check_in.camera_denied')}</p> : null}
      <div role="status" aria-live="assertive" className="fy-checkin__answer-slot">
        {scan ? (
          <div className={`fy-checkin__answer fy-checkin__answer--${tone[scan.outcome]}`}>
            <p className="fy-checkin__outcome">{t(`check_in.outcome.${scan.outcome}`)}</p>
            {scan.ticket ? (
              <>
                <p className="fy-checkin__holder">{scan.ticket.holder_name}</p>
                {scan.ticket.ticket_name ? <p>{scan.ticket.ticket_name}</p> : null}
                {scan.ticket.reason ? <p>{t(`check_in.reason.${scan.ticket.reason}`)}</p> : null}
                {scan.outcome === 'already_checked_in' && scan.when ? (
                  <p>{scan.ticket.checked_in_by ? t('check_in.when_by', { when: scan.when, who: scan.ticket.checked_in_by }) : t('check_in.when', { when: scan.when })}</p>
                ) : null}
              </>
            ) : scan.outcome === 'not_recognised' ? (
              <p>{t('check_in.not_recognised_text')}</p>
            ) : null}
            {scan.outcome === 'other_door' ? <p>{t('check_in.other_door_text')}</p> : null}
            {scan.offline && scan.outcome === 'checked_in' ? <p>{t('check_in.offline.saved')}</p> : null}
          </div>
        ) : null}
      </div>
      {hydrated ? <OfflinePanel door={door} listsOffline={Boolean(offline)} /> : null}
      <CheckInList list={list} filter={filter} undone={result?.intent === 'undo' ? result : null} offline={offline} />
    </>
  );
}
