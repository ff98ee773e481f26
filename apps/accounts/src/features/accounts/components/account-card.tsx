import type { Account, CurrencyCode } from '@pitaka/domain';
import { CardGrid, SkeletonLine, SkeletonText, spreadRow, TextLink, theme, useLanguage } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccountBalance, accountCreated } from './account-figures';
import { accountTypeText, useAccountsText } from '../../../i18n/accounts-text';
import { useMessageText } from '@pitaka/remote-kit';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  padding: 1rem 1.1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const TypeLabel = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

const Balance = styled.p`
  font-size: 1.35rem;
  font-weight: 700;
`;

const Footer = styled.div`
  ${spreadRow}
  gap: 0.5rem;
  margin-top: auto;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

/** The account cards side by side: `as="ul"` for the accounts, a div for their placeholders. */
export const AccountGrid = styled(CardGrid).attrs({ $min: '15rem' })``;

export interface AccountCardProps {
  account: Account;
  currency: CurrencyCode;
  /** /accounts shows 'Created {date}'; the dashboard leaves it out. */
  showCreated?: boolean;
}

/** An account's name, type, balance and the way to its detail. */
export function AccountCard({ account, currency, showCreated = false }: AccountCardProps) {
  const text = useAccountsText();
  const language = useLanguage();
  const say = useMessageText();
  return (
    <Item>
      <Name>{account.name}</Name>
      <TypeLabel>{accountTypeText(text, account.type)}</TypeLabel>
      <Balance>
        <AccountBalance account={account} currency={currency} />
      </Balance>
      <Footer>
        {showCreated && <span>{say(accountCreated(account, language))}</span>}
        <TextLink
          as={Link}
          to={`/accounts/${encodeURIComponent(account.id)}`}
          aria-label={text('card.viewDetailsOf', { name: account.name })}
        >
          {text('card.viewDetails')}
        </TextLink>
      </Footer>
    </Item>
  );
}

/** The card's shape while accounts load: its own boxes and line heights, holding placeholders. */
export function AccountCardSkeleton() {
  return (
    <Item as="div">
      <SkeletonLine frame={Name} width="55%" />
      <SkeletonLine frame={TypeLabel} width="35%" />
      <SkeletonLine frame={Balance} width="50%" />
      <Footer>
        <span>
          <SkeletonText $width="5.5rem" />
        </span>
      </Footer>
    </Item>
  );
}
