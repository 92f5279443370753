import { Link } from 'react-router';
import { Alert, Button, buttonClass, useHydrated } from './ui';
import type { PagesStatus } from './use-paged-list.ts';

interface Props {
  status: PagesStatus;
  /** The next page's address as a screen: the no-JavaScript "Load more"; null when there is no more. */
  nextHref: string | null;
  onLoadMore: () => void;
  labels: { loadMore: string; loadError: string; retry: string };
  className?: string;
}

/**
 * The end of a paged list (usePagedList): a failed load with its retry, else "Load more" — a
 * button once hydrated, a link to the next page before (and without JavaScript).
 */
export function LoadMore({ status, nextHref, onLoadMore, labels, className }: Props) {
  const hydrated = useHydrated();
  if (status === 'error') {
    return (
      <Alert tone="error">
        {labels.loadError}{' '}
        <Button variant="secondary" onClick={onLoadMore}>
          {labels.retry}
        </Button>
      </Alert>
    );
  }
  if (nextHref === null) return null;
  return hydrated ? (
    <Button variant="secondary" className={className} busy={status === 'loading'} onClick={onLoadMore}>
      {labels.loadMore}
    </Button>
  ) : (
    <Link to={nextHref} className={className ? `${buttonClass('secondary')} ${className}` : buttonClass('secondary')}>
      {labels.loadMore}
    </Link>
  );
}
