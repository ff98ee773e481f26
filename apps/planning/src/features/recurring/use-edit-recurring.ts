// /recurring/{id}/edit: every field may change, but not the type once an occurrence is paid (its
// reversal would go the wrong way; the data layer refuses it too).
import { useUpdateRecurring } from '@pitaka/data';
import { RECURRING, type Account, type RecurringItem } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { usePlanningText } from '../../i18n/planning-text';
import { recurringValuesOf } from './recurring-form-values';
import { recurringFormConfig } from './recurring-form-config';

export const hasPaidOccurrence = (item: RecurringItem) =>
  Object.values(item.occurrences).some((occurrence) => occurrence.status === 'paid');

export function useEditRecurring(item: RecurringItem, accounts: readonly Account[]) {
  const text = usePlanningText();
  const form = useForm(recurringFormConfig(recurringValuesOf(item, accounts)));
  const update = useUpdateRecurring();
  const navigate = useNavigate();
  const typeLocked = hasPaidOccurrence(item);

  async function submit() {
    if (form.busy) return;
    if (typeLocked && form.values.type !== item.type) {
      return form.showError({ field: 'type', ...RECURRING.typeLocked });
    }
    await form.save({
      send: (input) => update.mutateAsync({ recurringId: item.id, ...input }),
      success: text('recurring.updated'),
      then: () => navigate('/recurring'),
      failure: text('recurring.updateFailed'),
      log: 'Updating the recurring item failed',
    });
  }

  return {
    form,
    busy: form.busy,
    typeLocked,
    accountGone: !accounts.some((account) => account.id === item.accountId),
    submit,
  };
}
