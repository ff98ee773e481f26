// The create and edit forms' configuration of the form kit: the domain's check, live once a
// submit failed (the error follows the values as the user corrects them).
import { validatePaluwaganForm, type PaluwaganFormInput } from '@pitaka/domain';
import type { FormConfig, FormFieldsOf } from '@pitaka/remote-kit';
import { toFormInput, type FormField, type PaluwaganFormValues } from './form-values';

/** What the form's fields read and write. */
export type PaluwaganFormFields = FormFieldsOf<PaluwaganFormValues, FormField>;

export function paluwaganFormConfig(
  initial: PaluwaganFormValues,
  { locked = false }: { locked?: boolean } = {},
): FormConfig<PaluwaganFormValues, PaluwaganFormInput, FormField> {
  return {
    initial,
    live: true,
    check: (values) => {
      const input = toFormInput(values);
      const result = validatePaluwaganForm(input, { locked });
      return result.ok ? { ok: true, value: input } : result;
    },
  };
}
