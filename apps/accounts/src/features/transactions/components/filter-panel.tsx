import { DEFAULT_TRANSACTION_FILTER, type Account, type DateRange, type TransactionFilter } from '@pitaka/domain';
import { Button, Card, theme } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SelectField } from '../../../kit/select-field';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
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

const TYPES: { value: TransactionFilter['type']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
  { value: 'transfer', label: 'Transfer' },
];

const ALL_ACCOUNTS = { value: 'all', label: 'All Accounts' };

const RANGES: { value: DateRange; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Last 7 Days' },
  { value: 'month', label: 'Last 30 Days' },
];

export interface FilterPanelProps {
  accounts: readonly Pick<Account, 'id' | 'name'>[];
  /** The filter the list shows when the panel opens (the panel is what changes it afterwards). */
  value: TransactionFilter;
  onApply: (filter: TransactionFilter) => void;
  onReset: () => void;
}

/** Transaction Type, Account and Date Range, applied together on Apply Filters. */
export function FilterPanel({ accounts, value, onApply, onReset }: FilterPanelProps) {
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
        <h2 id={`${id}-title`}>Filter</h2>
        <SelectField
          label="Transaction Type"
          options={TYPES}
          value={draft.type}
          onChange={(type) => set({ type: type as TransactionFilter['type'] })}
        />
        <SelectField
          label="Account"
          options={[ALL_ACCOUNTS, ...accounts.map((account) => ({ value: account.id, label: account.name }))]}
          value={draft.accountId}
          onChange={(accountId) => set({ accountId })}
        />
        <SelectField
          label="Date Range"
          options={RANGES}
          value={draft.range}
          onChange={(range) => set({ range: range as DateRange })}
        />
        <Buttons>
          <Button type="submit">Apply Filters</Button>
          <Button type="button" $variant="secondary" onClick={reset}>
            Reset
          </Button>
        </Buttons>
      </Form>
    </Card>
  );
}
