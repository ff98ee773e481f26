import { debtStatus, type Debt } from '@pitaka/domain';
import { LinkButton } from '@pitaka/remote-kit';
import { BackLink, PageHeaderRow, PageTitle, theme } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';
import { DebtStatusBadge, DebtStatusBanner } from '../../../kit/debt-status';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  h1 {
    overflow-wrap: anywhere;
  }
`;

const Counterparty = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.colors.textMuted};
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const Heading = styled.div`
  min-width: 0;
  flex: 1 1 18rem;
`;

/** Back link, name with its status, Edit, the To/From line and the status banner. */
export function DebtHeader({ debt, today }: { debt: Debt; today: Date }) {
  const text = useDebtText();
  return (
    <>
      <PageHeaderRow>
        <Heading>
          <BackLink as={Link} to="/debt">
            {text('backToList')}
          </BackLink>
          <TitleRow>
            <PageTitle>{debt.name}</PageTitle>
            <DebtStatusBadge status={debtStatus(debt, today)} />
          </TitleRow>
          <Counterparty>{text(`${debt.type}.counterpartyLine`, { name: debt.counterpartyName })}</Counterparty>
        </Heading>
        <LinkButton to={`/debt/${encodeURIComponent(debt.id)}/edit`} variant="secondary" changes>
          {text('detail.edit')}
        </LinkButton>
      </PageHeaderRow>
      <DebtStatusBanner debt={debt} today={today} />
    </>
  );
}
