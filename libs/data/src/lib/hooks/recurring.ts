import { useList, useOne } from './collections';
import { useCommand } from './runner';

export const useRecurringItems = () => useList('recurring');

/** data is null for 'Recurring item not found'. */
export const useRecurringItem = (recurringId: string) => useOne('recurring', recurringId);

export const useCreateRecurring = () => useCommand('createRecurring', ['recurring']);
export const useUpdateRecurring = () => useCommand('updateRecurring', ['recurring']);
export const usePauseRecurring = () => useCommand('pauseRecurring', ['recurring']);
export const useResumeRecurring = () => useCommand('resumeRecurring', ['recurring']);
export const useDeleteRecurring = () => useCommand('deleteRecurring', ['recurring']);
export const useSkipOccurrences = () => useCommand('skipOccurrences', ['recurring']);
export const useUnskipOccurrences = () => useCommand('unskipOccurrences', ['recurring']);
