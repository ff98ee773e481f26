import type { Debt } from '@pitaka/domain';
import { LinkButton } from '@pitaka/remote-kit';
import { DebtIcon, EmptyState, Skeleton, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDebtText } from '../../../i18n/debt-text';
import { DebtCard, DebtCardSkeleton } from './debt-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/** Placeholder cards while loading (the block shows up to three debts; two is the paluwagan block's guess too). */
const SKELETON_CARDS = 2;

export interface DashboardDebtsProps {
  loading: boolean;
  debts: readonly Debt[];
  today: Date;
}

/** The dashboard's debt block: up to three cards, a link to /debt, or a way to the first debt. */
export function DashboardDebts({ loading, debts, today }: DashboardDebtsProps) {
  const text = useDebtText();
  return (
    <WidgetCard title={text('widget.title')} viewAll={{ to: '/debt', label: text('widget.viewAll'), linkAs: Link }}>
      {loading ? (
        <Skeleton label={text('list.loading')}>
          <List as="div">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <DebtCardSkeleton key={i} />
            ))}
          </List>
        </Skeleton>
      ) : debts.length === 0 ? (
        <EmptyState
          title={text('widget.emptyTitle')}
          text={text('widget.emptyText')}
          icon={<DebtIcon />}
          action={
            <LinkButton to="/debt/create" changes>
              {text('newDebt')}
            </LinkButton>
          }
        />
      ) : (
        <List>
          {debts.map((debt) => (
            <li key={debt.id}>
              <DebtCard debt={debt} today={today} compact />
            </li>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}
