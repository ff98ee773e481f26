import { useList, useOne } from './collections';
import { useCommand } from './runner';

export const usePaluwagans = () => useList('paluwagans');

/** data is null for 'Paluwagan not found'. */
export const usePaluwagan = (paluwaganId: string) => useOne('paluwagans', paluwaganId);

export const useCreatePaluwagan = () => useCommand('createPaluwagan');
export const useUpdatePaluwagan = () => useCommand('updatePaluwagan');
export const useDeletePaluwagan = () => useCommand('deletePaluwagan');
