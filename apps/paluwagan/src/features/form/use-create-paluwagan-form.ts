import { useCreatePaluwagan } from '@pitaka/data';
import { PALUWAGAN as P } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newPaluwaganValues } from './form-values';
import { paluwaganFormConfig } from './paluwagan-form-config';

/** /paluwagan/create: validate, create, then open the new paluwagan. */
export function useCreatePaluwaganForm(today: Date) {
  const [initial] = useState(() => newPaluwaganValues(today));
  const form = useForm(paluwaganFormConfig(initial));
  const create = useCreatePaluwagan();
  const navigate = useNavigate();

  const submit = () =>
    form.save({
      send: (input) => create.mutateAsync(input),
      success: P.created,
      then: ({ id }) => navigate(`/paluwagan/${encodeURIComponent(id)}`),
      // A refusal says why (e.g. 'You must be logged in to create a Paluwagan'); anything else is
      // generic, with one text in the form and a shorter one in the toast.
      failure: P.createFailed,
      failureToast: P.createFailedToast,
      log: 'Failed to create paluwagan',
    });

  return { form, submit, busy: form.busy };
}
