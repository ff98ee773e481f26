import { useAccounts } from '@pitaka/data';
import type { Paluwagan } from '@pitaka/domain';
import { Page } from '@pitaka/ui';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { AccountsLoadFailed } from './components/accounts-load-failed';
import { DetailHeader } from './components/detail-header';
import { FinancialSummary, NextPayoutBlock, ProgressBlock, UpcomingPaymentsBlock } from './components/summary-blocks';
import { detailSummary } from './detail-view';
import { PaymentTrackingSection } from './payment-tracking-section';
import { PayoutsSection } from './payouts-section';

const Blocks = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

/** /paluwagan/{id} once loaded: summary blocks, Payment Tracking and Projected Payouts. */
export function PaluwaganDetail({ paluwagan, today }: { paluwagan: Paluwagan; today: Date }) {
  const { data: accounts, error, refetch } = useAccounts();
  useEffect(() => {
    if (error) console.error('Failed to load accounts', error);
  }, [error]);
  const summary = useMemo(() => detailSummary(paluwagan, today), [paluwagan, today]);
  return (
    <Page>
      <DetailHeader paluwagan={paluwagan} />
      {error && !accounts && <AccountsLoadFailed onRetry={() => void refetch()} />}
      <Blocks>
        <ProgressBlock summary={summary} />
        <FinancialSummary summary={summary} />
        <NextPayoutBlock summary={summary} />
        <UpcomingPaymentsBlock summary={summary} />
      </Blocks>
      <PaymentTrackingSection paluwagan={paluwagan} accounts={accounts} today={today} />
      <PayoutsSection paluwagan={paluwagan} accounts={accounts} today={today} />
    </Page>
  );
}
