import { BackLinkPage } from '@pitaka/remote-kit';
import { DebtForm } from '../features/form/components/debt-form';
import { useCreateDebtForm } from '../features/form/use-create-debt-form';
import { useDebtText } from '../i18n/debt-text';

export default function DebtCreatePage() {
  const { form, busy, submit } = useCreateDebtForm();
  const text = useDebtText();
  return (
    <BackLinkPage
      backTo="/debt"
      backLabel={text('backToList')}
      title={text('newDebt')}
      subtitle={text('create.subtitle')}
    >
      <DebtForm mode="create" form={form} busy={busy} cancelTo="/debt" onSubmit={submit} />
    </BackLinkPage>
  );
}
