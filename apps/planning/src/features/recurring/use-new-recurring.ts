// /recurring/new: a bill or expected income, then back to the list.
import { useCreateRecurring } from '@pitaka/data';
import { useCreateForm, useToday } from '@pitaka/remote-kit';
import { useState } from 'react';
import { usePlanningText } from '../../i18n/planning-text';
import { newRecurringValues } from './recurring-form-values';
import { recurringFormConfig } from './recurring-form-config';

export function useNewRecurring() {
  const text = usePlanningText();
  const today = useToday();
  const [initial] = useState(() => newRecurringValues(today));
  return useCreateForm(recurringFormConfig(initial), {
    create: useCreateRecurring(),
    next: () => '/recurring',
    success: text('recurring.created'),
    // A refusal the checks could not foresee (its account deleted in another tab) is the form's, above its buttons.
    failure: text('recurring.createFailed'),
    log: 'Creating the recurring item failed',
  });
}
