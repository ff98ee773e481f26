import { CreatePaluwaganForm } from '../features/form/create-paluwagan-form';
import { useToday } from '@pitaka/remote-kit';

/** /paluwagan/create. */
export default function PaluwaganCreatePage() {
  const today = useToday();
  return <CreatePaluwaganForm today={today} />;
}
