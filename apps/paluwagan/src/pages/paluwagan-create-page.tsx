import { CreatePaluwaganForm } from '../features/form/create-paluwagan-form';
import { useToday } from '../features/today/use-today';

/** /paluwagan/create. */
export default function PaluwaganCreatePage() {
  const today = useToday();
  return <CreatePaluwaganForm today={today} />;
}
