import { hasMoneyHistory, INSIGHTS, type LedgerSummary } from '@pitaka/domain';
import { LoadView, type Loaded } from '@pitaka/remote-kit';
import { LoadError, SectionNote, Skeleton, TitledPage } from '@pitaka/ui';
import { useCurrency } from '@pitaka/data';
import { FiguresCurrencyProvider } from '../kit/figures-currency';
import styled from 'styled-components';
import { InsightsFilters } from '../features/filters/components/insights-filters';
import { useInsightsFilters } from '../features/filters/use-insights-filters';
import { MonthSection } from '../features/month/components/month-section';
import { useMonthOverview } from '../features/month/use-month-overview';
import { NoInsightsYet } from '../features/readiness/components/no-insights-yet';
import { PadalaReport } from '../features/padala/components/padala-report';
import { usePadalaReport } from '../features/padala/use-padala-report';
import { PreparingInsights } from '../features/readiness/components/preparing-insights';
import { useInsightsReadiness, type InsightsReadiness } from '../features/readiness/use-insights-readiness';
import { IncomeExpenseTrend } from '../features/trends/components/income-expense-trend';
import { NetWorthTrend } from '../features/trends/components/net-worth-trend';
import { useTrends } from '../features/trends/use-trends';
import { useInsightsText } from '../i18n/insights-text';

// One column on phones, two side by side once each can be 26rem wide.
const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: 1.25rem;
  align-items: start;
`;

function Padala() {
  return <PadalaReport {...usePadalaReport()} />;
}

function MonthlyInsights({ ledger }: { ledger: LedgerSummary }) {
  const text = useInsightsText();
  const filters = useInsightsFilters(ledger);
  const overview = useMonthOverview(filters.month, filters.accountId);
  const trends = useTrends(filters.month, filters.accountId, ledger);
  const books = useCurrency();
  const chosen = filters.accounts.find((account) => account.id === filters.accountId);
  const accountName = chosen?.name ?? null;
  const apart = filters.accounts.filter((account) => account.currency);
  return (
    <FiguresCurrencyProvider value={chosen?.currency ?? books}>
      <InsightsFilters {...filters} />
      {chosen?.currency ? (
        <SectionNote>{text('currency.own', { name: chosen.name, currency: chosen.currency })}</SectionNote>
      ) : (
        !chosen &&
        apart.length > 0 && (
          <SectionNote>
            {text('currency.apart', {
              books,
              names: apart.map((a) => `${a.name} (${a.currency})`).join(', '),
              count: apart.length,
            })}
          </SectionNote>
        )
      )}
      <Blocks>
        <MonthSection month={filters.month} overview={overview} scope={accountName ?? text('all')} />
        <IncomeExpenseTrend months={trends.months} trend={trends.incomeExpense} />
        <NetWorthTrend points={trends.netWorth} accountName={accountName} />
        {/* A padala needs an account in a currency of its own: without one there is nothing to read. */}
        {Object.keys(ledger.currencies ?? {}).length > 0 && <Padala />}
      </Blocks>
    </FiguresCurrencyProvider>
  );
}

/** Once the ledger summary is read: the one-time rebuild (or its failure), or the figures. */
function Readiness({ readiness }: { readiness: Loaded<InsightsReadiness> }) {
  if (readiness.status === 'preparing') return <PreparingInsights progress={readiness.progress} />;
  if (readiness.status === 'prepare-failed') return <LoadError message={readiness.message} onRetry={readiness.retry} />;
  return hasMoneyHistory(readiness.ledger) ? <MonthlyInsights ledger={readiness.ledger} /> : <NoInsightsYet />;
}

export default function InsightsPage() {
  const readiness = useInsightsReadiness();
  const text = useInsightsText();
  return (
    <TitledPage title={text('title')} subtitle={text('subtitle')}>
      <LoadView state={readiness} loading={<Skeleton label={text('loading')} />} failed={INSIGHTS.loadFailed}>
        {(loaded) => <Readiness readiness={loaded} />}
      </LoadView>
    </TitledPage>
  );
}
