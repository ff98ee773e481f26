import { PALUWAGAN, formatPeso, toggleNumber, type PaluwaganFormInput } from '@pitaka/domain';
import { FormButtons, useFocusOnError, useMessageText } from '@pitaka/remote-kit';
import { Banner, Card, spreadRow, theme } from '@pitaka/ui';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { usePaluwaganText, type PaluwaganText } from '../../../i18n/paluwagan-text';
import { fieldId, gridSize, toFormInput, weeklyPreview, type FormField } from '../form-values';
import type { PaluwaganFormFields } from '../paluwagan-form-config';
import { DescriptionField, NameFields, errorFor } from './detail-fields';
import { NumberGrid } from './number-grid';
import { ScheduleFields } from './schedule-fields';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Fields = styled.div`
  display: grid;
  gap: 1.1rem 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Actions = styled.div`
  ${spreadRow}
  gap: 1rem;
  border-top: 1px solid ${theme.colors.border};
  padding-top: 1.25rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-left: auto;
  @media (max-width: ${theme.breakpoints.phone}) {
    width: 100%;
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

export interface PaluwaganFormProps {
  /** The form kit's state; `submitted`: what the last submit found, whose field gets the focus. */
  form: PaluwaganFormFields & { submitted: PaluwaganFormFields['error'] };
  /** Something is paid: only name, organizer and description can change. */
  locked?: boolean;
  busy: boolean;
  /** Create Paluwagan (Creating...) or Save Changes (Saving...). */
  mode: 'create' | 'edit';
  onSubmit: () => void;
  cancelTo: string;
  /** Left of the buttons (e.g. Delete Paluwagan). */
  extraAction?: ReactNode;
}

function numbersSummary(text: PaluwaganText, input: PaluwaganFormInput): string {
  const own = input.selectedNumbers;
  if (own.length === 0) return text('numbers.none');
  const held = { count: own.length, list: own.join(', ') };
  const weekly = weeklyPreview(input);
  return weekly === null
    ? text('numbers.held', held)
    : text('numbers.heldAndPay', { ...held, amount: formatPeso(weekly) });
}

const FIELDS: readonly FormField[] = [
  'name',
  'organizer',
  'description',
  'startDate',
  'totalNumbers',
  'amountPerNumber',
  'selectedNumbers',
];
// A failed submit focuses its field's input (by the id the fields carry).
const FOCUS_TARGETS = Object.fromEntries(FIELDS.map((field) => [field, `#${fieldId(field)}`])) as Record<
  FormField,
  string
>;

/** The paluwagan form of create and edit. */
export function PaluwaganForm(props: PaluwaganFormProps) {
  const text = usePaluwaganText();
  const say = useMessageText();
  const { values, set } = props.form;
  const input = toFormInput(values);
  const { locked = false, busy } = props;
  const errors = { error: props.form.error?.message ?? null, errorField: props.form.error?.field ?? null };
  const formError = props.form.error && !props.form.error.field ? props.form.error.message : null;
  useFocusOnError(props.form.submitted, FOCUS_TARGETS);
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      {formError && <Banner tone="error">{formError}</Banner>}
      {locked && <Banner tone="warning">{say(PALUWAGAN.lockedNotice)}</Banner>}
      <Card>
        <Fields>
          <NameFields values={values} set={set} {...errors} />
          <ScheduleFields values={values} set={set} input={input} disabled={locked} {...errors} />
          <div className="wide">
            <DescriptionField values={values} set={set} {...errors} />
          </div>
        </Fields>
      </Card>
      <Card>
        <NumberGrid
          id={fieldId('selectedNumbers')}
          total={gridSize(values)}
          selected={input.selectedNumbers}
          onToggle={(n) => set('selectedNumbers', toggleNumber(values.selectedNumbers, n))}
          disabled={locked}
          error={errorFor('selectedNumbers', errors)}
          summary={numbersSummary(text, input)}
        />
      </Card>
      <Actions>
        {props.extraAction}
        <Buttons>
          <FormButtons
            busy={busy}
            submitLabel={text(`${props.mode}.submit`)}
            busyLabel={text(`${props.mode}.busy`)}
            cancelTo={props.cancelTo}
          />
        </Buttons>
      </Actions>
    </Form>
  );
}
