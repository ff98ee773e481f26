import type { Account, CurrencyCode } from '@pitaka/domain';
import { Card, theme, useLanguage } from '@pitaka/ui';
import styled from 'styled-components';
import { AccountBalance, accountCreated } from './account-figures';
import { accountTypeText, useAccountsText } from '../../../i18n/accounts-text';
import { LinkButton, useMessageText } from '@pitaka/remote-kit';

const Layout = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 0.5rem;
  }
`;

const Balance = styled.dd`
  font-size: 2rem;
  font-weight: 700;
`;

const Created = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** Account detail: type, balance, created-on date, and what to do next. */
export function AccountSummary({ account, currency }: { account: Account; currency: CurrencyCode }) {
  const text = useAccountsText();
  const language = useLanguage();
  const say = useMessageText();
  const id = encodeURIComponent(account.id);
  return (
    <Layout aria-label={text('summary.label')}>
      <div>
        <Facts>
          <dt>{text('summary.type')}</dt>
          <dd>{accountTypeText(text, account.type)}</dd>
          <dt>{text('common.currentBalance')}</dt>
          <Balance>
            <AccountBalance account={account} currency={currency} />
          </Balance>
        </Facts>
        <Created>{say(accountCreated(account, language))}</Created>
      </div>
      <Actions>
        <LinkButton to={`/add-transaction?accountId=${id}`} changes>
          {text('common.addTransaction')}
        </LinkButton>
        <LinkButton to={`/add-transaction?type=transfer&from=${id}`} variant="secondary" changes>
          {text('summary.transfer')}
        </LinkButton>
        <LinkButton to={`/edit-account/${id}`} variant="secondary" changes>
          {text('summary.editAccount')}
        </LinkButton>
      </Actions>
    </Layout>
  );
}
