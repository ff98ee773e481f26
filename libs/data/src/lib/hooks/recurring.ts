import { useList, useOne } from './collections';
import { useCommand } from './runner';

export const useRecurringItems = () => useList('recurring');

/** data is null for 'Recurring item not found'. */
export const useRecurringItem = (recurringId: string) => useOne('recurring', recurringId);

export const useCreateRecurring = () => useCommand('createRecurring');
export const useUpdateRecurring = () => useCommand('updateRecurring');
export const usePauseRecurring = () => useCommand('pauseRecurring');
export const useResumeRecurring = () => useCommand('resumeRecurring');
export const useDeleteRecurring = () => useCommand('deleteRecurring');
export const useSkipOccurrences = () => useCommand('skipOccurrences');
export const useUnskipOccurrences = () => useCommand('unskipOccurrences');
