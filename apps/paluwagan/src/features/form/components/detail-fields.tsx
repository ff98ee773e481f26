import { TextField } from '@pitaka/ui';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';
import { fieldId, type FormField, type PaluwaganFormValues, type SetFormValue } from '../form-values';
import { TextAreaField } from './text-area-field';

export interface FieldsProps {
  values: PaluwaganFormValues;
  set: SetFormValue;
  /** The error to show, and on which field. */
  error: string | null;
  errorField: FormField | null;
}

export function errorFor(field: FormField, { error, errorField }: Pick<FieldsProps, 'error' | 'errorField'>) {
  return error && errorField === field ? error : undefined;
}

type TextFieldName = Exclude<FormField, 'selectedNumbers'>;

function boundTo(field: TextFieldName, { values, ...errors }: FieldsProps) {
  return { id: fieldId(field), name: field, value: values[field], error: errorFor(field, errors) };
}

/** What ties an input to one text field of the form: id, name, value, error and change. */
export function inputProps(field: TextFieldName, props: FieldsProps) {
  return { ...boundTo(field, props), onChange: (e: { target: { value: string } }) => props.set(field, e.target.value) };
}

/** The same for a stepper, whose change is the text itself. */
export function stepperProps(field: TextFieldName, props: FieldsProps) {
  return { ...boundTo(field, props), onChange: (text: string) => props.set(field, text) };
}

/** Name, organizer: always editable (also when the schedule is locked). */
export function NameFields(props: FieldsProps) {
  const text = usePaluwaganText();
  return (
    <>
      <TextField label={text('form.name')} autoComplete="off" required {...inputProps('name', props)} />
      <TextField label={text('form.organizer')} autoComplete="off" required {...inputProps('organizer', props)} />
    </>
  );
}

export function DescriptionField(props: FieldsProps) {
  const text = usePaluwaganText();
  return <TextAreaField label={text('form.description')} rows={3} {...inputProps('description', props)} />;
}
