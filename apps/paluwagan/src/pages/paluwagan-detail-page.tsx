import type { Paluwagan } from '@pitaka/domain';
import { useScheduleAccounts, useToday } from '@pitaka/remote-kit';
import { Page } from '@pitaka/ui';
import { useMemo } from 'react';
import { AccountsLoadFailed } from '../features/payments/components/accounts-load-failed';
import { DetailHeader } from '../features/payments/components/detail-header';
import { SummaryBlocks } from '../features/payments/components/summary-blocks';
import { detailSummary } from '../features/payments/detail-view';
import { PaymentTrackingSection } from '../features/payments/payment-tracking-section';
import { PayoutsSection } from '../features/payments/payouts-section';
import { DetailSkeleton } from '../features/record/components/record-skeleton';
import { PaluwaganRecord } from '../features/record/paluwagan-record';

/** Once loaded: summary blocks, Payment Tracking and Projected Payouts. */
function PaluwaganDetail({ paluwagan }: { paluwagan: Paluwagan }) {
  const today = useToday();
  const { accounts, failed, retry } = useScheduleAccounts();
  const summary = useMemo(() => detailSummary(paluwagan, today), [paluwagan, today]);
  return (
    <Page>
      <DetailHeader paluwagan={paluwagan} />
      {failed && <AccountsLoadFailed onRetry={retry} />}
      <SummaryBlocks summary={summary} />
      <PaymentTrackingSection paluwagan={paluwagan} accounts={accounts} today={today} />
      <PayoutsSection paluwagan={paluwagan} accounts={accounts} today={today} />
    </Page>
  );
}

/** /paluwagan/{paluwaganId}. */
export default function PaluwaganDetailPage() {
  return (
    <PaluwaganRecord loading={<DetailSkeleton />}>
      {(paluwagan) => <PaluwaganDetail paluwagan={paluwagan} />}
    </PaluwaganRecord>
  );
}
