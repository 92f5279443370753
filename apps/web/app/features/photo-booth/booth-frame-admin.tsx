import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import type { BoothAnswer } from './photo-booth.server.ts';

/** An administrator's box: upload the booth's frame (a PNG with a transparent middle) or go back to the default. */
export function BoothFrameAdmin({ frameUrl }: { frameUrl: string | null }) {
  const { t } = useTranslation(['photobooth', 'common']);
  const fetcher = useFetcher<BoothAnswer>();
  const answer = fetcher.data;
  const error = answer && !answer.ok && answer.intent.startsWith('frame') ? t(`common:errors.${answer.code.replaceAll('.', '_')}`, { defaultValue: t('photobooth:failed') }) : null;
  return (
    <section className="booth__admin" aria-labelledby="booth-admin-title">
      <h2 id="booth-admin-title">{t('photobooth:frame_title')}</h2>
      <p>{frameUrl ? t('photobooth:frame_custom') : t('photobooth:frame_default')}</p>
      <fetcher.Form method="post" encType="multipart/form-data" className="booth__admin-form">
        <input type="hidden" name="intent" value="frame" />
        <label className="ui-field__label" htmlFor="booth-frame-file">
          {t('photobooth:frame_file')}
        </label>
        <input id="booth-frame-file" type="file" name="frame" accept="image/png,.png,image/jpeg,.jpg,.jpeg" required />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {t('photobooth:frame_upload')}
        </Button>
      </fetcher.Form>
      {frameUrl ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="frame-default" />
          <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
            {t('photobooth:frame_reset')}
          </Button>
        </fetcher.Form>
      ) : null}
      <p role="status">{answer?.ok && answer.intent === 'frame' ? t('photobooth:frame_saved') : ''}</p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
