import { Page } from '@pitaka/ui';
import { FormHeader } from './components/form-header';
import { PaluwaganForm } from './components/paluwagan-form';
import { useCreatePaluwaganForm } from './use-create-paluwagan-form';

/** /paluwagan/create's screen. */
export function CreatePaluwaganForm({ today }: { today: Date }) {
  const { form, submit, busy, failure } = useCreatePaluwaganForm(today);
  return (
    <Page>
      <FormHeader
        title="New Paluwagan"
        subtitle="Set up the group's schedule and pick the numbers you hold."
        backTo="/paluwagan"
        backLabel="Back to Paluwagan"
      />
      <PaluwaganForm
        values={form.values}
        input={form.input}
        set={form.set}
        onToggleNumber={form.toggleNumber}
        error={form.error}
        errorField={form.errorField}
        failure={failure}
        busy={busy}
        submitLabel="Create Paluwagan"
        busyLabel="Creating..."
        onSubmit={submit}
        cancelTo="/paluwagan"
      />
    </Page>
  );
}
