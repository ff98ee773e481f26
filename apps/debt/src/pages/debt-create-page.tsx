import { BackLinkPage } from '@pitaka/remote-kit';
import { DebtForm } from '../features/form/components/debt-form';
import { useCreateDebtForm } from '../features/form/use-create-debt-form';

export default function DebtCreatePage() {
  const { form, busy, submit } = useCreateDebtForm();
  return (
    <BackLinkPage
      backTo="/debt"
      backLabel="Back to Debt List"
      title="New Debt"
      subtitle="Money you owe, or money owed to you"
    >
      <DebtForm
        form={form}
        busy={busy}
        submitLabel="Create Debt"
        busyLabel="Creating..."
        cancelTo="/debt"
        onSubmit={submit}
      />
    </BackLinkPage>
  );
}
