import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import { useQrCamera } from '../check-in/use-qr-camera.ts';

/**
 * The scanner of the hunt page: the phone's back camera (the door's QR reader) sends the first
 * code it reads and stops; the code printed under a QR can be typed instead, which is also what
 * a browser without a camera or a refused camera is told to do.
 */
export function TreasureScanner({ answered }: { answered: unknown }) {
  const { t } = useTranslation('games');
  const busy = useNavigation().state === 'submitting';
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const camera = useQrCamera(videoRef, cameraOn, (code) => {
    if (!formRef.current || !codeRef.current) return;
    setCameraOn(false);
    codeRef.current.value = code;
    void submit(formRef.current);
  }, () => setCameraOn(false));
  // Ready for the next one: the typed code is cleared once answered.
  useEffect(() => {
    if (answered && codeRef.current) codeRef.current.value = '';
  }, [answered]);
  return (
    <section className="gm-scan" aria-labelledby="gm-scan-title">
      <h2 id="gm-scan-title">{t('hunt.scan_title')}</h2>
      {camera.supported ? (
        <>
          <Button type="button" onClick={() => setCameraOn((on) => !on)} aria-pressed={cameraOn}>
            {cameraOn ? t('hunt.camera_stop') : t('hunt.scan')}
          </Button>
          {cameraOn ? (
            <>
              <p className="gm-note">{t('hunt.camera_hint')}</p>
              <video ref={videoRef} className="gm-video" muted playsInline aria-label={t('hunt.camera_label')} />
            </>
          ) : null}
        </>
      ) : camera.supported === false ? (
        <p className="gm-alert" role="alert">
          {t('hunt.no_camera')}
        </p>
      ) : null}
      {camera.denied ? (
        <p className="gm-alert" role="alert">
          {t('hunt.camera_denied')}
        </p>
      ) : null}
      <Form method="post" ref={formRef}>
        <Field name="code" inputRef={codeRef} label={t('hunt.code')} hint={t('hunt.code_hint')} autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={1000} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('hunt.collect')}
        </Button>
      </Form>
    </section>
  );
}
