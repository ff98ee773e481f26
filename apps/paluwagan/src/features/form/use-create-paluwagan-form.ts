import { useCreatePaluwagan } from '@pitaka/data';
import { PALUWAGAN as P } from '@pitaka/domain';
import { useCreateForm } from '@pitaka/remote-kit';
import { useState } from 'react';
import { newPaluwaganValues } from './form-values';
import { paluwaganFormConfig } from './paluwagan-form-config';

/** /paluwagan/create: validate, create, then open the new paluwagan. */
export function useCreatePaluwaganForm(today: Date) {
  const [initial] = useState(() => newPaluwaganValues(today));
  return useCreateForm(paluwaganFormConfig(initial), {
    create: useCreatePaluwagan(),
    next: ({ id }) => `/paluwagan/${encodeURIComponent(id)}`,
    success: P.created,
    // A refusal says why (e.g. 'You must be logged in to create a Paluwagan'); anything else is
    // generic, with one text in the form and a shorter one in the toast.
    failure: P.createFailed,
    failureToast: P.createFailedToast,
    log: 'Failed to create paluwagan',
  });
}
