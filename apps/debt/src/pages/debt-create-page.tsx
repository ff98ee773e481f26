import { BackLink, Page, PageHeader } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { DebtForm } from '../features/form/components/debt-form';
import { useCreateDebtForm } from '../features/form/use-create-debt-form';

export default function DebtCreatePage() {
  const { form, busy, submit } = useCreateDebtForm();
  return (
    <Page>
      <PageHeader
        back={
          <BackLink as={Link} to="/debt">
            Back to Debt List
          </BackLink>
        }
        title="New Debt"
        subtitle="Money you owe, or money owed to you"
      />
      <DebtForm
        form={form}
        busy={busy}
        submitLabel="Create Debt"
        busyLabel="Creating..."
        cancelTo="/debt"
        onSubmit={submit}
      />
    </Page>
  );
}
