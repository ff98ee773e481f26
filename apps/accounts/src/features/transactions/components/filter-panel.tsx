import { DEFAULT_TRANSACTION_FILTER, type Account, type DateRange, type TransactionFilter } from '@pitaka/domain';
import { Button, Card, theme } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SelectField } from '@pitaka/ui';
import { useAccountsText, type AccountsTextKey } from '../../../i18n/accounts-text';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoints.mobile}) {
    /* Three filters, or four in a household (Added by): one row on a wide screen either way. */
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1rem;
  }
`;

const Buttons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const TYPES: { value: TransactionFilter['type']; label: AccountsTextKey }[] = [
  { value: 'all', label: 'filter.type.all' },
  { value: 'income', label: 'kind.income' },
  { value: 'expense', label: 'kind.expense' },
  { value: 'transfer', label: 'kind.transfer' },
];

const RANGES: { value: DateRange; label: AccountsTextKey }[] = [
  { value: 'all', label: 'filter.range.all' },
  { value: 'today', label: 'filter.range.today' },
  { value: 'week', label: 'filter.range.week' },
  { value: 'month', label: 'filter.range.month' },
];

export interface FilterPanelProps {
  accounts: readonly Pick<Account, 'id' | 'name'>[];
  /** In a household, its members (uid -> address): the list can be narrowed to what one added. */
  members: ReadonlyMap<string, string>;
  /** The filter the list shows when the panel opens (the panel is what changes it afterwards). */
  value: TransactionFilter;
  onApply: (filter: TransactionFilter) => void;
  onReset: () => void;
}

/** Transaction Type, Account, Date Range and, in a household, Added by: applied together on Apply Filters. */
export function FilterPanel({ accounts, members, value, onApply, onReset }: FilterPanelProps) {
  const text = useAccountsText();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<TransactionFilter>) => setDraft((current) => ({ ...current, ...patch }));

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function reset() {
    setDraft(DEFAULT_TRANSACTION_FILTER);
    onReset();
  }

  return (
    <Card>
      <Form onSubmit={apply} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{text('filter.title')}</h2>
        <SelectField
          label={text('filter.type')}
          options={TYPES.map(({ value, label }) => ({ value, label: text(label) }))}
          value={draft.type}
          onChange={(type) => set({ type: type as TransactionFilter['type'] })}
        />
        <SelectField
          label={text('common.account')}
          options={[
            { value: 'all', label: text('filter.account.all') },
            ...accounts.map((account) => ({ value: account.id, label: account.name })),
          ]}
          value={draft.accountId}
          onChange={(accountId) => set({ accountId })}
        />
        <SelectField
          label={text('filter.range')}
          options={RANGES.map(({ value, label }) => ({ value, label: text(label) }))}
          value={draft.range}
          onChange={(range) => set({ range: range as DateRange })}
        />
        {members.size > 0 && (
          <SelectField
            label={text('filter.member')}
            options={[
              { value: '', label: text('filter.member.all') },
              ...[...members].map(([uid, email]) => ({ value: uid, label: email })),
            ]}
            value={draft.member ?? ''}
            onChange={(member) => setDraft(({ member: _dropped, ...rest }) => (member ? { ...rest, member } : rest))}
          />
        )}
        <Buttons>
          <Button type="submit">{text('filter.apply')}</Button>
          <Button type="button" $variant="secondary" onClick={reset}>
            {text('filter.reset')}
          </Button>
        </Buttons>
      </Form>
    </Card>
  );
}
