import { useAccounts, useCurrency } from '@pitaka/data';
import { ACCOUNT, accountsCount, formatMoney, inBooksCurrency, totalBalance } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
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
        </div>
      )}
    </WidgetCard>
  );
}
