import { BackLinkPage, useToday } from '@pitaka/remote-kit';
import { PaluwaganForm } from '../features/form/components/paluwagan-form';
import { useCreatePaluwaganForm } from '../features/form/use-create-paluwagan-form';

/** /paluwagan/create. */
export default function PaluwaganCreatePage() {
  const { form, submit, busy, failure } = useCreatePaluwaganForm(useToday());
  return (
    <BackLinkPage
      backTo="/paluwagan"
      backLabel="Back to Paluwagan"
      title="New Paluwagan"
      subtitle="Set up the group's schedule and pick the numbers you hold."
    >
      <PaluwaganForm
        form={form}
        failure={failure}
        busy={busy}
        submitLabel="Create Paluwagan"
        busyLabel="Creating..."
        onSubmit={submit}
        cancelTo="/paluwagan"
      />
    </BackLinkPage>
  );
}
