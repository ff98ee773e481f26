import type { Paluwagan } from '@pitaka/domain';
import { useMessageText, useScheduleAccounts, useToday } from '@pitaka/remote-kit';
import { Page, useLanguage } from '@pitaka/ui';
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
  const language = useLanguage();
  const say = useMessageText();
  const summary = useMemo(() => detailSummary(paluwagan, today, language, say), [paluwagan, today, language, say]);
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
