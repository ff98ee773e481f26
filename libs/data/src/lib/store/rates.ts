// The rates a person keeps per currency (issue #39), one document per currency, and the commands
// that keep them. Read whole: a household keeps a handful of currencies.
import { getDocs } from 'firebase/firestore/lite';
import type { CurrencyRates } from '@pitaka/domain';
import { readValidDocs } from './malformed';
import { command, paths, runQuery, type DataScope } from './scope';

/** Every currency's kept rates (newest day first in each); an unreadable record is skipped. */
export function listRates(scope: DataScope): Promise<CurrencyRates[]> {
  return runQuery(async () => readValidDocs((await getDocs(paths.rates(scope))).docs));
}

export const setRate = command('setRate');
export const removeRate = command('removeRate');
