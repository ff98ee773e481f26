import { INSIGHTS, type MonthKey } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { LoadError, SectionCard, SectionNote } from '@pitaka/ui';
import type { MonthOverview } from '../month-overview';
import { EmptyMonth } from './empty-month';
import { MonthChanges } from './month-changes';
import { MonthSkeleton } from './month-skeleton';
import { MonthTotals } from './month-totals';
import { SpendingByCategory } from './spending-by-category';
import { SpendingByMember } from './spending-by-member';

/** The picked month: its totals, what changed since the month before, and spending by category. */
export interface MonthSectionProps {
  month: MonthKey;
  overview: MonthOverview;
  /** Which accounts the figures cover: 'All accounts' or the account's name. */
  scope: string;
}

export function MonthSection({ month, overview, scope }: MonthSectionProps) {
  const title = useDates().month(month);
  const say = useMessageText();
  switch (overview.status) {
    case 'loading':
      return (
        <SectionCard title={title} aside={<SectionNote>{scope}</SectionNote>}>
          <MonthSkeleton />
        </SectionCard>
      );
    case 'failed':
      return <LoadError message={say(INSIGHTS.loadFailed)} onRetry={overview.retry} />;
    case 'ready': {
      const { current, previous, changes, members } = overview;
      if (current.income === 0 && current.expense === 0) return <EmptyMonth month={month} />;
      return (
        <>
          <SectionCard title={title} aside={<SectionNote>{scope}</SectionNote>}>
            <MonthTotals figures={current} />
            <MonthChanges current={current} previous={previous} changes={changes} />
          </SectionCard>
          <SpendingByCategory figures={current} />
          {members.length > 0 && <SpendingByMember month={month} spending={members} />}
        </>
      );
    }
  }
}
