import { BackLink, Page, PageHeaderRow, PageSubtitle, PageTitle } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { DebtForm } from '../features/debt-form/components/debt-form';
import { useCreateDebtForm } from '../features/debt-form/use-create-debt-form';

export default function DebtCreatePage() {
  const form = useCreateDebtForm();
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <BackLink as={Link} to="/debt">
            Back to Debt List
          </BackLink>
          <PageTitle>New Debt</PageTitle>
          <PageSubtitle>Money you owe, or money owed to you</PageSubtitle>
        </div>
      </PageHeaderRow>
      <DebtForm
        values={form.values}
        set={form.set}
        error={form.error}
        busy={form.busy}
        submitLabel="Create Debt"
        busyLabel="Creating..."
        cancelTo="/debt"
        onSubmit={form.submit}
      />
    </Page>
  );
}
