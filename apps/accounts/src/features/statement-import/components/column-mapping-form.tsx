import type { ColumnMappingField, ColumnMappingInput } from '@pitaka/domain';
import { errorFor } from '@pitaka/remote-kit';
import { Button, FieldGrid, RadioCardGroup, SectionNote, tableStyles, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { type FlowsText, useFlowsText } from '../../../i18n/flows-text';
import { SelectField } from '@pitaka/ui';
import type { ColumnMappingState } from '../use-column-mapping';

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

const amountKinds = (text: FlowsText) =>
  [
    { value: 'debit-credit', label: text('mapping.twoColumns'), note: text('mapping.twoColumns.note') },
    { value: 'signed', label: text('mapping.oneColumn'), note: text('mapping.oneColumn.note') },
  ] as const;

const dayOrders = (text: FlowsText) =>
  [
    { value: 'month-first', label: text('mapping.monthFirst'), note: text('mapping.monthFirst.note') },
    { value: 'day-first', label: text('mapping.dayFirst'), note: text('mapping.dayFirst.note') },
  ] as const;

export interface ColumnMappingFormProps {
  header: readonly string[];
  /** The first rows, shown under the fields so the user sees what each column holds. */
  sample: readonly (readonly string[])[];
  /**
   * The columns chosen and their error, the day order (asked when the dates read two ways: `ambiguous`),
   * and whether the mapping is the one remembered for this account.
   */
  mapping: Omit<ColumnMappingState, 'confirm'>;
  onPreview: () => void;
}

/** Step 2: which column holds the date, the description, the amount (or money out and in) and the category. */
export function ColumnMappingForm(props: ColumnMappingFormProps) {
  const { header } = props;
  const { input: values, set: onChange, error } = props.mapping;
  const text = useFlowsText();
  const columns = header.map((column) => ({ value: column, label: column }));
  const column = (
    field: ColumnMappingField & keyof ColumnMappingInput,
    label: string,
    placeholder = text('mapping.chooseColumn'),
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
      {props.mapping.remembered && <SectionNote>{text('mapping.remembered')}</SectionNote>}
      <FieldGrid>
        {column('date', text('mapping.date'))}
        {column('description', text('mapping.description'))}
      </FieldGrid>
      <RadioCardGroup
        legend={text('mapping.amounts')}
        options={amountKinds(text)}
        value={values.amountKind}
        onChange={(kind) => onChange('amountKind', kind)}
        layout="row"
      />
      <FieldGrid>
        {values.amountKind === 'signed' ? (
          column('amount', text('mapping.amount'))
        ) : (
          <>
            {column('debit', text('mapping.debit'))}
            {column('credit', text('mapping.credit'))}
          </>
        )}
        <SelectField
          label={text('mapping.category')}
          value={values.category}
          onChange={(value) => onChange('category', value)}
          options={[{ value: '', label: text('mapping.categoryNone') }, ...columns]}
          hint={text('mapping.categoryHint')}
          id="mapping-category"
        />
      </FieldGrid>
      {props.mapping.ambiguous && (
        <RadioCardGroup
          legend={text('mapping.orderLegend')}
          hint={text('mapping.orderHint')}
          options={dayOrders(text)}
          value={props.mapping.order}
          onChange={props.mapping.setOrder}
          layout="row"
        />
      )}
      {/* Focusable: a keyboard user scrolls a wide file's columns too. */}
      <Sample tabIndex={0} role="region" aria-label={text('mapping.sample')}>
        <table>
          <caption>{text('mapping.sample')}</caption>
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
          {text('mapping.preview')}
        </Button>
      </Actions>
    </>
  );
}
