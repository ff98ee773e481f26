// /recurring/new: a bill or expected income, then back to the list.
import { useCreateRecurring } from '@pitaka/data';
import { useForm, useToday } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlanningText } from '../../i18n/planning-text';
import { newRecurringValues } from './recurring-form-values';
import { recurringFormConfig } from './recurring-form-config';

export function useNewRecurring() {
  const text = usePlanningText();
  const today = useToday();
  const [initial] = useState(() => newRecurringValues(today));
  const form = useForm(recurringFormConfig(initial));
  const create = useCreateRecurring();
  const navigate = useNavigate();

  const submit = () =>
    form.save({
      send: (input) => create.mutateAsync(input),
      success: text('recurring.created'),
      then: () => navigate('/recurring'),
      // A refusal the checks could not foresee (its account deleted in another tab) is the form's, above its buttons.
      failure: text('recurring.createFailed'),
      log: 'Creating the recurring item failed',
    });

  return { form, busy: form.busy, submit };
}
