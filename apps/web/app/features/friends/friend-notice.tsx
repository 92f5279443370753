import { useTranslation } from 'react-i18next';
import type { FriendNotice } from './friend-outcomes.ts';

/** The outcome of the last action, announced politely; an error assertively. */
export function FriendNoticeLine({ notice, error }: { notice: FriendNotice | null; error: string | null }) {
  const { t } = useTranslation(['friends', 'common']);
  return (
    <>
      <p role="status" className="friends-notice">{notice ? t(`friends:done_${notice}`) : ''}</p>
      {error ? (
        <p role="alert" className="friends-error">
          {t(`common:errors.${error.replaceAll('.', '_')}`, { defaultValue: t('friends:failed') })}
        </p>
      ) : null}
    </>
  );
}
