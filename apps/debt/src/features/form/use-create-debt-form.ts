import { useCreateDebt } from '@pitaka/data';
import { DEBT, validateDebtCreate } from '@pitaka/domain';
import { useCreateForm } from '@pitaka/remote-kit';
import { EMPTY_DEBT_FORM } from './form-values';
import { debtFormConfig } from './debt-form-config';

/** /debt/create: validate, create, then 'Debt created successfully!' and the new debt's page. */
export function useCreateDebtForm() {
  return useCreateForm(debtFormConfig(EMPTY_DEBT_FORM, validateDebtCreate), {
    create: useCreateDebt(),
    next: ({ id }) => `/debt/${encodeURIComponent(id)}`,
    success: DEBT.created,
    failure: DEBT.createFailed,
    log: 'Failed to create debt',
    // A business rule's refusal belongs beside the form as well as in the toast.
    formShowsRefusalsOnly: true,
  });
}
