import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass, useHydrated } from '../../components/ui/index.ts';
import { Screen } from '../access/screen.tsx';
import { BoothFrameAdmin } from './booth-frame-admin.tsx';
import { canvasToJpeg, composeFramed, loadImage } from './compose-photo.ts';
import type { BoothAnswer, PhotoBoothData } from './photo-booth.server.ts';
import { useBoothCamera } from './use-booth-camera.ts';
import './photo-booth.css';

const MAX_CHOSEN_BYTES = 30 * 1024 * 1024;

/**
 * `component/:id/photo-booth`: take a photo with the camera or choose one, see it in the event's
 * frame (drawn here, on the phone), then post it on the feed wall (the server resizes it and
 * strips its EXIF) or download it. Without JavaScript the form still posts a chosen photo, unframed.
 */
export function PhotoBoothPage({ data, basePath }: { data: PhotoBoothData; basePath: string }) {
  const { t } = useTranslation(['photobooth', 'common']);
  const fetcher = useFetcher<BoothAnswer>();
  const videoRef = useRef<HTMLVideoElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const camera = useBoothCamera(videoRef, cameraOn);
  const [framed, setFramed] = useState<{ blob: Blob; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [caption, setCaption] = useState(() => t('caption_default', { event: data.event.title }));
  // Before hydration (or without JavaScript) the form posts the chosen file itself, so the button
  // stays usable; once the page runs, it waits for a photo instead of posting none.
  const hydrated = useHydrated();

  useEffect(() => () => void (framed && URL.revokeObjectURL(framed.url)), [framed]);

  async function frameIt(source: CanvasImageSource, width: number, height: number) {
    const image = data.frameUrl ? await loadImage(data.frameUrl).catch(() => null) : null;
    const canvas = composeFramed(source, width, height, { image, color: data.event.color, textColor: data.event.textColor, title: data.event.title });
    const blob = await canvasToJpeg(canvas);
    setFramed({ blob, url: URL.createObjectURL(blob) });
    setProblem(null);
    // The preview is what comes next: move there, so a screen reader hears it.
    requestAnimationFrame(() => previewRef.current?.focus());
  }

  async function capture() {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    await frameIt(video, video.videoWidth, video.videoHeight);
    setCameraOn(false);
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!/^image\/(jpeg|png)$/.test(file.type)) return setProblem(t('not_image'));
    if (file.size > MAX_CHOSEN_BYTES) return setProblem(t('too_large'));
    try {
      const img = await loadImage(file);
      await frameIt(img, img.naturalWidth, img.naturalHeight);
      URL.revokeObjectURL(img.src);
    } catch {
      setProblem(t('not_image'));
    }
  }

  function post(e: FormEvent<HTMLFormElement>) {
    if (!framed) return; // Without a framed photo the form posts the chosen file as it is.
    e.preventDefault();
    const form = new FormData();
    form.set('intent', 'post');
    form.set('message', caption);
    form.set('photo', new File([framed.blob], 'photo-booth.jpg', { type: 'image/jpeg' }));
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  }

  const answer = fetcher.data;
  const posted = answer?.ok && answer.intent === 'post' ? answer : null;
  const error =
    answer && !answer.ok && answer.intent === 'post'
      ? answer.code === 'common.required'
        ? t('not_image')
        : t(`common:errors.${answer.code.replaceAll('.', '_')}`, { defaultValue: t('failed') })
      : null;
  const noPhoto = hydrated && !framed;
  const busy = fetcher.state !== 'idle';
  return (
    <Screen title={t('title')} intro={t('intro')} wide>
      <div className="booth">
        <section aria-labelledby="booth-take-title" className="booth__take">
          <h2 id="booth-take-title">{t('take_title')}</h2>
          {camera.supported ? (
            <div className="booth__camera">
              <Button type="button" variant={cameraOn ? 'secondary' : 'primary'} onClick={() => setCameraOn((on) => !on)} aria-pressed={cameraOn}>
                {cameraOn ? t('camera_stop') : t('camera_start')}
              </Button>
              {cameraOn ? (
                <>
                  <video ref={videoRef} className="booth__video" muted playsInline aria-label={t('camera_view')} />
                  <Button type="button" onClick={() => void capture()} disabled={!camera.ready}>
                    {t('capture')}
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
          {camera.denied ? <p role="alert">{t('camera_denied')}</p> : null}
          <fetcher.Form method="post" encType="multipart/form-data" onSubmit={post} className="booth__form" id="booth-form">
            <input type="hidden" name="intent" value="post" />
            <label className="ui-field__label" htmlFor="booth-file">
              {t('choose')}
            </label>
            <input id="booth-file" type="file" name="photo" accept="image/jpeg,image/png,.jpg,.jpeg,.png" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
            {problem ? <p role="alert">{problem}</p> : null}
            <label className="ui-field__label" htmlFor="booth-caption">
              {t('caption_label')}
            </label>
            <div className="ui-field__control">
              <input id="booth-caption" className="ui-input" name="message" value={caption} onChange={(e) => setCaption(e.currentTarget.value)} required minLength={2} maxLength={5000} />
            </div>
          </fetcher.Form>
        </section>

        <section aria-labelledby="booth-preview-title" className="booth__preview">
          <h2 id="booth-preview-title" ref={previewRef} tabIndex={-1}>
            {t('preview_title')}
          </h2>
          {framed ? (
            <img src={framed.url} alt={t('preview_alt')} className="booth__image" />
          ) : (
            <p className="fy-muted" id="booth-preview-empty">
              {t('preview_empty')}
            </p>
          )}
          <div className="fy-actions">
            <Button type="submit" form="booth-form" disabled={busy || !data.wallComponentId || noPhoto} aria-describedby={noPhoto ? 'booth-preview-empty' : undefined}>
              {busy ? t('posting') : t('post')}
            </Button>
            {framed ? (
              <a href={framed.url} download="photo-booth.jpg" className={buttonClass('secondary')}>
                {t('download')}
              </a>
            ) : null}
          </div>
          {!data.wallComponentId ? <p className="fy-muted">{t('common:errors.photo_booth_no_feed_wall')}</p> : null}
          <p role="status" className="booth__outcome">
            {posted ? (posted.points ? t('posted_points', { count: posted.points }) : t('posted')) : ''}
          </p>
          {posted ? (
            // A full load: the wall is read fresh (the post included), whatever this page is still revalidating.
            <Link reloadDocument to={`${basePath}/component/${posted.wallComponentId}`} className={buttonClass('secondary')}>
              {t('see_wall')}
            </Link>
          ) : null}
          {error ? <p role="alert">{error}</p> : null}
        </section>

        {data.isAdmin ? <BoothFrameAdmin frameUrl={data.frameUrl} /> : null}
      </div>
    </Screen>
  );
}
