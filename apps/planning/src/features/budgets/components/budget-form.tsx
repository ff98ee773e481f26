import {
  BUDGET_MAX_CATEGORIES,
  categoryName,
  currencySymbol,
  type BudgetField,
  type CurrencyCode,
} from '@pitaka/domain';
import { FormButtons, errorFor, useFocusOnError, useMessageText, type ShownFormError } from '@pitaka/remote-kit';
import { Banner, Button, Checkbox, MoneyInput, SectionCard, SectionNote, SelectField, theme } from '@pitaka/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { usePlanningText } from '../../../i18n/planning-text';

export interface BudgetFormRow {
  category: string;
  amount: string;
  rollover: boolean;
}

export interface BudgetFormProps {
  title: string;
  rows: readonly BudgetFormRow[];
  error: ShownFormError<BudgetField> | null;
  busy: boolean;
  currency: CurrencyCode;
  choicesFor: (row: BudgetFormRow) => readonly string[];
  canAdd: boolean;
  canCopy: boolean;
  canSuggest: boolean;
  onChange: (index: number, row: Partial<BudgetFormRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onCopy: () => void;
  onSuggest: () => void;
  onSave: () => void;
  onCancel: () => void;
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Row = styled.fieldset`
  margin: 0;
  padding: 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  gap: 0.75rem;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** An error about a row focuses that row's field (the period comes from the address, never wrong here). */
const FOCUS = Object.fromEntries([
  ['period', 'form[aria-label] button[type="submit"]'],
  ...Array.from({ length: BUDGET_MAX_CATEGORIES + 1 }, (_, i) => [
    [`category.${i}`, `#budget-category-${i}`],
    [`amount.${i}`, `#budget-amount-${i}`],
  ]).flat(),
]) as Record<BudgetField, string>;

/** Setting a period's budget: a row per category (amount, whether it carries over), then Save. */
export function BudgetForm(props: BudgetFormProps) {
  const text = usePlanningText();
  const say = useMessageText();
  const { rows, error } = props;
  useFocusOnError(error, FOCUS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  return (
    <SectionCard title={props.title}>
      <Form noValidate onSubmit={submit} aria-label={props.title} aria-busy={props.busy}>
        {error && !error.field && <Banner tone="error">{error.message}</Banner>}
        {rows.length === 0 && <SectionNote>{text('budgets.noRows')}</SectionNote>}
        {rows.map((row, i) => {
          const name = row.category ? say(categoryName(row.category)) : text('budgets.category');
          return (
            <Row key={i} aria-label={name}>
              <SelectField
                id={`budget-category-${i}`}
                label={text('budgets.category')}
                value={row.category}
                onChange={(category) => props.onChange(i, { category })}
                options={props.choicesFor(row).map((c) => ({ value: c, label: say(categoryName(c)) }))}
                error={errorFor(error, `category.${i}`)}
              />
              <MoneyInput
                id={`budget-amount-${i}`}
                label={text('budgets.amount', { category: name })}
                value={row.amount}
                onChange={(amount) => props.onChange(i, { amount })}
                currencySymbol={currencySymbol(props.currency)}
                step={100}
                error={errorFor(error, `amount.${i}`)}
              />
              <Checkbox
                label={text('budgets.rollover')}
                checked={row.rollover}
                onChange={(event) => props.onChange(i, { rollover: event.target.checked })}
              />
              <Button type="button" $variant="ghost" onClick={() => props.onRemove(i)}>
                {text('budgets.remove', { category: name })}
              </Button>
            </Row>
          );
        })}
        <Tools>
          <Button type="button" $variant="secondary" onClick={props.onAdd} disabled={!props.canAdd}>
            {text('budgets.addCategory')}
          </Button>
          {props.canCopy && (
            <Button type="button" $variant="secondary" onClick={props.onCopy}>
              {text('budgets.copy')}
            </Button>
          )}
          {props.canSuggest && (
            <Button type="button" $variant="secondary" onClick={props.onSuggest}>
              {text('budgets.suggest')}
            </Button>
          )}
        </Tools>
        <FormButtons
          busy={props.busy}
          submitLabel={text('budgets.save')}
          busyLabel={text('budgets.saving')}
          onCancel={props.onCancel}
        />
      </Form>
    </SectionCard>
  );
}
