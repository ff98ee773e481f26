import { shiftMonth } from '@pitaka/domain';
import { useDates } from '@pitaka/remote-kit';
import { Button, FieldLabel, Select, SelectOptions, theme } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useInsightsText } from '../../../i18n/insights-text';
import type { InsightsFilters as FilterState } from '../use-insights-filters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1.5rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  flex: 1 1 14rem;
  max-width: 22rem;
`;

const Stepper = styled.div`
  display: flex;
  gap: 0.4rem;
  select {
    flex: 1;
  }
  button {
    flex: none;
    padding-inline: 0.85rem;
    color: ${theme.colors.text};
  }
`;

const ALL = '';

/** What the filters show and change: the page's filter state (`useInsightsFilters`). */
export type InsightsFiltersProps = FilterState;

/** The month shown (previous, pick, next) and the account filter. */
export function InsightsFilters({ month, months, setMonth, accountId, accounts, setAccountId }: InsightsFiltersProps) {
  const text = useInsightsText();
  const dates = useDates();
  const monthId = useId();
  const accountSelectId = useId();
  /** The button to the month before (-1) or after (1), disabled where there is no such month to show. */
  const stepButton = (by: -1 | 1, name: 'prev' | 'next', glyph: string) => {
    const target = shiftMonth(month, by);
    return (
      <Button
        type="button"
        $variant="secondary"
        aria-label={text(name, { month: dates.month(target) })}
        disabled={!months.includes(target)}
        onClick={() => setMonth(target)}
      >
        {glyph}
      </Button>
    );
  };
  return (
    <Bar role="group" aria-label={text('filters')}>
      <Field>
        <FieldLabel htmlFor={monthId}>{text('month')}</FieldLabel>
        <Stepper>
          {stepButton(-1, 'prev', '‹')}
          <Select id={monthId} value={month} onChange={(event) => setMonth(event.target.value)}>
            <SelectOptions options={months.map((key) => ({ value: key, label: dates.month(key) }))} />
          </Select>
          {stepButton(1, 'next', '›')}
        </Stepper>
      </Field>
      <Field>
        <FieldLabel htmlFor={accountSelectId}>{text('account')}</FieldLabel>
        <Select
          id={accountSelectId}
          value={accountId ?? ALL}
          onChange={(event) => setAccountId(event.target.value === ALL ? null : event.target.value)}
        >
          <option value={ALL}>{text('all')}</option>
          <SelectOptions
            options={accounts.map((account) => ({
              value: account.id,
              label: account.currency ? `${account.name} (${account.currency})` : account.name,
            }))}
          />
        </Select>
      </Field>
    </Bar>
  );
}
