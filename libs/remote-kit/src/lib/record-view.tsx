import type { DomainMessage } from '@pitaka/domain';
import { RecordUnavailable } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessageText } from './message-text';
import type { LoadedRecord } from './use-record';

/** What a record's page says when the record is not there, and the way back to its list. */
export interface UnavailableTexts {
  /** Headings, e.g. `DEBT.notFound` and `DEBT.loadDetailsFailed` (said in the page's language). */
  notFound: string | DomainMessage;
  failed: string | DomainMessage;
  /** A line under each heading. */
  notFoundDetail?: string;
  failedDetail?: string;
  backTo: string;
  backLabel: string;
  retryLabel?: string;
}

export interface RecordViewProps<T> {
  record: LoadedRecord<T>;
  /** Shown while the record loads. */
  loading: ReactNode;
  unavailable: UnavailableTexts;
  children: (value: T, hold: LoadedRecord<T>['hold']) => ReactNode;
}

/**
 * A detail or edit page by its record's state: `loading`, the record not found or failed to load
 * (with a retry) and the way back to the list, or `children` with the record.
 */
export function RecordView<T>({ record, loading, unavailable, children }: RecordViewProps<T>) {
  const say = useMessageText();
  if (record.state === 'loading') return loading;
  if (record.state === 'ready') return children(record.value, record.hold);
  const notFound = record.state === 'not-found';
  return (
    <RecordUnavailable
      title={say(notFound ? unavailable.notFound : unavailable.failed)}
      detail={notFound ? unavailable.notFoundDetail : unavailable.failedDetail}
      backTo={unavailable.backTo}
      backLabel={unavailable.backLabel}
      linkAs={Link}
      onRetry={notFound ? undefined : record.retry}
      retryLabel={unavailable.retryLabel}
    />
  );
}
