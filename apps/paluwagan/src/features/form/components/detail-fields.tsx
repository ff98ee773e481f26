import { TextField } from '@pitaka/ui';
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

/** Name, organizer: always editable (also when the schedule is locked). */
export function NameFields({ values, set, ...errors }: FieldsProps) {
  return (
    <>
      <TextField
        id={fieldId('name')}
        label="Paluwagan Name"
        name="name"
        autoComplete="off"
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errorFor('name', errors)}
      />
      <TextField
        id={fieldId('organizer')}
        label="Organizer"
        name="organizer"
        autoComplete="off"
        required
        value={values.organizer}
        onChange={(e) => set('organizer', e.target.value)}
        error={errorFor('organizer', errors)}
      />
    </>
  );
}

export function DescriptionField({ values, set, ...errors }: FieldsProps) {
  return (
    <TextAreaField
      id={fieldId('description')}
      label="Description (Optional)"
      name="description"
      rows={3}
      value={values.description}
      onChange={(e) => set('description', e.target.value)}
      error={errorFor('description', errors)}
    />
  );
}
