import { queryOptions } from '@tanstack/react-query';
import type { RecurringFormInput } from '@pitaka/domain';
import type { OccurrencesInput, UpdateRecurringInput } from '../store';
import { dataKeys } from './query-keys';
import { useCommand, useUserQuery, type Run } from './runner';

export const recurringItemsQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.recurringItems(uid), queryFn: () => run((api, s) => api.listRecurring(s)) });

export const recurringItemQuery = (uid: string, run: Run, recurringId: string) =>
  queryOptions({
    queryKey: dataKeys.recurringItem(uid, recurringId),
    queryFn: () => run((api, s) => api.getRecurring(s, recurringId)),
  });

export const useRecurringItems = () => useUserQuery(recurringItemsQuery);

/** data is null for 'Recurring item not found'. */
export const useRecurringItem = (recurringId: string) => useUserQuery(recurringItemQuery, recurringId);

type Target = { recurringId: string };

export const useCreateRecurring = () =>
  useCommand((api, s, v: RecurringFormInput) => api.createRecurring(s, v), ['recurring']);
export const useUpdateRecurring = () =>
  useCommand((api, s, v: UpdateRecurringInput) => api.updateRecurring(s, v), ['recurring']);
export const usePauseRecurring = () => useCommand((api, s, v: Target) => api.pauseRecurring(s, v), ['recurring']);
export const useResumeRecurring = () => useCommand((api, s, v: Target) => api.resumeRecurring(s, v), ['recurring']);
export const useDeleteRecurring = () => useCommand((api, s, v: Target) => api.deleteRecurring(s, v), ['recurring']);
export const useSkipOccurrences = () =>
  useCommand((api, s, v: OccurrencesInput) => api.skipOccurrences(s, v), ['recurring']);
export const useUnskipOccurrences = () =>
  useCommand((api, s, v: OccurrencesInput) => api.unskipOccurrences(s, v), ['recurring']);
