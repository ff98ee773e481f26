import { queryOptions } from '@tanstack/react-query';
import type { PaluwaganFormInput } from '@pitaka/domain';
import type { UpdatePaluwaganInput } from '../store';
import { dataKeys } from './query-keys';
import { useCommand, useUserQuery, type Run } from './runner';

export const paluwagansQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.paluwagans(uid), queryFn: () => run((api, s) => api.listPaluwagans(s)) });

export const paluwaganQuery = (uid: string, run: Run, paluwaganId: string) =>
  queryOptions({
    queryKey: dataKeys.paluwagan(uid, paluwaganId),
    queryFn: () => run((api, s) => api.getPaluwagan(s, paluwaganId)),
  });

export const usePaluwagans = () => useUserQuery(paluwagansQuery);

/** data is null for 'Paluwagan not found'. */
export const usePaluwagan = (paluwaganId: string) => useUserQuery(paluwaganQuery, paluwaganId);

export const useCreatePaluwagan = () =>
  useCommand((api, s, v: PaluwaganFormInput) => api.createPaluwagan(s, v), ['paluwagans']);
export const useUpdatePaluwagan = () =>
  useCommand((api, s, v: UpdatePaluwaganInput) => api.updatePaluwagan(s, v), ['paluwagans']);
export const useDeletePaluwagan = () =>
  useCommand((api, s, v: { paluwaganId: string }) => api.deletePaluwagan(s, v), ['paluwagans']);
