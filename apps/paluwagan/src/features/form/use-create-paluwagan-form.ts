import { useCreatePaluwagan } from '@pitaka/data';
import { PALUWAGAN as P } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { newPaluwaganValues } from './form-values';
import { usePaluwaganForm } from './use-paluwagan-form';

/** /paluwagan/create: validate, create, then open the new paluwagan. */
export function useCreatePaluwaganForm(today: Date) {
  const [initial] = useState(() => newPaluwaganValues(today));
  const form = usePaluwaganForm(initial);
  const create = useCreatePaluwagan();
  const navigate = useNavigate();
  const say = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    if (create.isPending) return;
    const input = form.validate();
    if (!input) return;
    setFailure(null);
    try {
      const { id } = await create.mutateAsync(input);
      toast.success(say(P.created));
      navigate(`/paluwagan/${encodeURIComponent(id)}`);
    } catch (error) {
      // A refusal says why (e.g. 'You must be logged in to create a Paluwagan'); anything else is
      // generic, with one text in the form and a shorter one in the toast.
      say.report(error, P.createFailedToast, 'Failed to create paluwagan');
      setFailure(say.ofError(error, P.createFailed));
    }
  }

  return { form, submit, busy: create.isPending, failure };
}
