import { useAccounts, useCurrency, useRates } from '@pitaka/data';
import {
  ACCOUNT,
  accountsCount,
  formatMoney,
  homeEstimate,
  inBooksCurrency,
  totalBalance,
  type Account,
  type CurrencyCode,
} from '@pitaka/domain';
import { useDates, useMessageText, useToday } from '@pitaka/remote-kit';
import { LoadError, MoneyText, Skeleton, SkeletonLine, theme, WidgetCard } from '@pitaka/ui';
import styled from 'styled-components';
import { useSetupRedirect } from '../features/accounts/use-setup-redirect';
import { useAccountsText } from '../i18n/accounts-text';

const Total = styled.p`
  margin: 0;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  font-weight: 700;
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Estimate = styled.p`
  margin: 0.5rem 0 0;
  padding-top: 0.5rem;
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  strong {
    color: ${theme.colors.text};
  }
`;

/**
 * With accounts in currencies of their own: every account in the books' currency, at the rates
 * the person keeps, said to be an estimate with each rate's date (and which currency has none).
 */
function HomeEstimateNote({ accounts, currency }: { accounts: readonly Account[]; currency: CurrencyCode }) {
  const text = useAccountsText();
  const dates = useDates();
  const today = useToday();
  const rates = useRates(accounts.some((a) => a.currency !== undefined));
  const estimate = rates.data ? homeEstimate(accounts, rates.data, currency, today) : null;
  if (!estimate) return null;
  const used = estimate.used.map((u) =>
    text('widget.balance.rateOf', { currency: u.currency, day: dates.date(u.rate.day) }),
  );
  return (
    <Estimate data-testid="home-estimate">
      {estimate.used.length > 0 && (
        <>
          <strong>
            {text(estimate.unrated.length > 0 ? 'widget.balance.estimatePartly' : 'widget.balance.estimate', {
              amount: formatMoney(estimate.total, currency),
            })}
          </strong>{' '}
          {text('widget.balance.estimateRates', { rates: used.join(', ') })}{' '}
        </>
      )}
      {estimate.unrated.length > 0 &&
        text('widget.balance.unrated', { currencies: estimate.unrated.join(', '), count: estimate.unrated.length })}
    </Estimate>
  );
}

/** Total Balance across the accounts in the books' currency (#39: no sum across currencies); also sends users who have not set up yet to /account-setup. */
export default function BalanceWidget() {
  const text = useAccountsText();
  const say = useMessageText();
  const setup = useSetupRedirect();
  const currency = useCurrency();
  const accounts = useAccounts();
  return (
    <WidgetCard title={text('widget.balance.title')}>
      {setup.failed ? (
        // Without the profile the currency is unknown: no total in the wrong symbol.
        <LoadError message={say(ACCOUNT.loadDashboardFailed)} onRetry={setup.retry} />
      ) : accounts.isPending || setup.needsSetup ? (
        // The placeholders sit in the total's and the count's own lines: the block keeps its height.
        <Skeleton label={text('widget.balance.loading')}>
          <div>
            <SkeletonLine frame={Total} width="12rem" />
            <SkeletonLine frame={Count} width="8rem" />
          </div>
        </Skeleton>
      ) : accounts.isLoadingError ? (
        <LoadError message={say(ACCOUNT.loadDashboardFailed)} onRetry={() => void accounts.refetch()} />
      ) : (
        <div>
          <Total>
            <MoneyText amount={totalBalance(accounts.data)} format={(value) => formatMoney(value, currency)} />
          </Total>
          <Count>{say(accountsCount(inBooksCurrency(accounts.data).length))}</Count>
          <HomeEstimateNote accounts={accounts.data} currency={currency} />
        </div>
      )}
    </WidgetCard>
  );
}
