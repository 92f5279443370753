import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../components/load-more.tsx';
import { Spinner, useHydrated } from '../../components/ui';
import type { AttendeeItem, AttendeesPage } from './attendees.server';
import { AttendeeRow } from './attendee-row.tsx';
import { useNearViewport } from './use-near-viewport.ts';
import { usePagedList } from '../../components/use-paged-list.ts';

const readAttendeesPage = (body: unknown) => {
  const page = body as AttendeesPage;
  return { items: page.users, next: page.nextMaxId };
};
const attendeeKey = (u: AttendeeItem) => u.id;

interface Props {
  first: AttendeeItem[];
  firstNext: number | null;
  total: number;
  /** The JSON page after a cursor (with JavaScript). */
  pageUrl: (maxId: number) => string;
  /** The same page as a screen (without JavaScript), and a person's profile dialog. */
  screenHref: (params: Record<string, string | number | null>) => string;
}

/**
 * The list itself: the first page comes with the screen; further pages are appended when the
 * end comes into view or "Load more" is pressed. Without JavaScript "Load more" is a link to
 * the next page (`?max_id=`). The parent remounts it (key) when the search changes.
 */
export function AttendeeList({ first, firstNext, total, pageUrl, screenHref }: Props) {
  const { t } = useTranslation('attendees');
  const hydrated = useHydrated();
  const { items, next, status, loadMore } = usePagedList(first, firstNext, pageUrl, readAttendeesPage, attendeeKey);
  const end = useRef<HTMLDivElement>(null);
  useNearViewport(end, hydrated && next !== null && status === 'idle', loadMore);

  return (
    <>
      <ul className="attendees-list" aria-busy={status === 'loading'}>
        {items.map((u) => (
          <AttendeeRow key={u.id} person={u} href={screenHref({ user: u.id })} preventScrollReset />
        ))}
      </ul>
      <div ref={end} className="attendees-end">
        <p className="attendees-shown" role="status" aria-live="polite">
          {status === 'loading' ? (
            <>
              <Spinner size="small" /> {t('loading_more')}
            </>
          ) : items.length < total ? (
            t('shown', { shown: items.length, total })
          ) : (
            ''
          )}
        </p>
        <LoadMore
          status={status}
          nextHref={next === null ? null : screenHref({ max_id: next })}
          onLoadMore={() => void loadMore()}
          labels={{ loadMore: t('load_more'), loadError: t('load_error'), retry: t('retry') }}
          className="attendees-more"
        />
      </div>
    </>
  );
}
