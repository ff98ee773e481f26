import { BackLinkPage, useToday } from '@pitaka/remote-kit';
import { PaluwaganForm } from '../features/form/components/paluwagan-form';
import { useCreatePaluwaganForm } from '../features/form/use-create-paluwagan-form';
import { usePaluwaganText } from '../i18n/paluwagan-text';

/** /paluwagan/create. */
export default function PaluwaganCreatePage() {
  const text = usePaluwaganText();
  const { form, submit, busy } = useCreatePaluwaganForm(useToday());
  return (
    <BackLinkPage
      backTo="/paluwagan"
      backLabel={text('nav.backToList')}
      title={text('create.title')}
      subtitle={text('create.subtitle')}
    >
      <PaluwaganForm mode="create" form={form} busy={busy} onSubmit={submit} cancelTo="/paluwagan" />
    </BackLinkPage>
  );
}
