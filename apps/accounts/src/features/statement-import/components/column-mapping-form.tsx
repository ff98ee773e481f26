import type { ColumnMappingField, ColumnMappingInput, DayOrder } from '@pitaka/domain';
import { errorFor, type FormError } from '@pitaka/remote-kit';
import { Button, FieldGrid, RadioCardGroup, SectionNote, tableStyles, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { SelectField } from '../../../kit/select-field';

const Sample = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    ${tableStyles}
    font-size: 0.85rem;
  }
  th,
  td {
    padding: 0.4rem 0.6rem;
    max-width: 14rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  caption {
    text-align: left;
    padding-bottom: 0.4rem;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export const AMOUNT_KINDS = [
  { value: 'debit-credit', label: 'Two columns', note: 'Money out and money in apart (debit and credit)' },
  { value: 'signed', label: 'One column', note: 'Money out as negative amounts' },
] as const;

const DAY_ORDERS = [
  { value: 'month-first', label: 'Month first', note: '03/04/2026 is March 4' },
  { value: 'day-first', label: 'Day first', note: '03/04/2026 is April 3' },
] as const;

export interface ColumnMappingFormProps {
  header: readonly string[];
  /** The first rows, shown under the fields so the user sees what each column holds. */
  sample: readonly (readonly string[])[];
  values: ColumnMappingInput;
  onChange: <K extends keyof ColumnMappingInput>(key: K, value: ColumnMappingInput[K]) => void;
  error: FormError<ColumnMappingField> | null;
  order: DayOrder;
  onOrderChange: (order: DayOrder) => void;
  /** The dates read two ways: the user says which. */
  askOrder: boolean;
  /** The mapping is the one remembered for this account. */
  remembered: boolean;
  onPreview: () => void;
}

/** Step 2: which column holds the date, the description, the amount (or money out and in) and the category. */
export function ColumnMappingForm(props: ColumnMappingFormProps) {
  const { header, values, onChange, error } = props;
  const columns = header.map((column) => ({ value: column, label: column }));
  const column = (
    field: ColumnMappingField & keyof ColumnMappingInput,
    label: string,
    placeholder = 'Choose a column',
  ) => (
    <SelectField
      label={label}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      options={columns}
      placeholder={placeholder}
      error={errorFor(error, field)}
      id={`mapping-${field}`}
    />
  );
  return (
    <>
      {props.remembered && <SectionNote>The columns are read as for this account's last statement.</SectionNote>}
      <FieldGrid>
        {column('date', 'Date')}
        {column('description', 'Description')}
      </FieldGrid>
      <RadioCardGroup
        legend="Amounts"
        options={AMOUNT_KINDS}
        value={values.amountKind}
        onChange={(kind) => onChange('amountKind', kind)}
        layout="row"
      />
      <FieldGrid>
        {values.amountKind === 'signed' ? (
          column('amount', 'Amount')
        ) : (
          <>
            {column('debit', 'Money out (debit)')}
            {column('credit', 'Money in (credit)')}
          </>
        )}
        <SelectField
          label="Category (optional)"
          value={values.category}
          onChange={(value) => onChange('category', value)}
          options={[{ value: '', label: 'None (every row: Other)' }, ...columns]}
          hint="A column whose values name a category (Food, Salary…); other values become Other."
          id="mapping-category"
        />
      </FieldGrid>
      {props.askOrder && (
        <RadioCardGroup
          legend="How are the dates written?"
          hint="Every date in this file can be read both ways."
          options={DAY_ORDERS}
          value={props.order}
          onChange={props.onOrderChange}
          layout="row"
        />
      )}
      {/* Focusable: a keyboard user scrolls a wide file's columns too. */}
      <Sample tabIndex={0} role="region" aria-label="The first rows of the file">
        <table>
          <caption>The first rows of the file</caption>
          <thead>
            <tr>
              {header.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.sample.map((cells, i) => (
              <tr key={i}>
                {header.map((name, j) => (
                  <td key={name} title={cells[j]}>
                    {cells[j]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Sample>
      <Actions>
        <Button type="button" onClick={props.onPreview}>
          Preview the rows
        </Button>
      </Actions>
    </>
  );
}
