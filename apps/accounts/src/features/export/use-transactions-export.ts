// Export CSV on /transactions: every transaction of the applied filter, read in pages with their
// progress, then written and downloaded as one file. Cancel stops reading and downloads nothing;
// a failed read says so, with Retry, and downloads nothing. Nothing here blocks the page.
import { useCurrency, useReadAllTransactions, type ReadProgress } from '@pitaka/data';
import { transactionsCsvFileName, type Account, type TransactionFilter } from '@pitaka/domain';
import { downloadFile } from '@pitaka/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useFlowsText } from '../../i18n/flows-text';

/** Papa Parse comes with the file writer, on the first export only. */
const fileWriter = () => import('./transactions-csv-file');

export type ExportState =
  | { status: 'idle' }
  /** progress is null until the transactions are counted. */
  | { status: 'reading'; progress: ReadProgress | null }
  | { status: 'failed' };

/** `accounts` name the filter's account in the file name. */
export function useTransactionsExport(filter: TransactionFilter, accounts: readonly Account[] | undefined) {
  const accountName = accounts?.find((a) => a.id === filter.accountId)?.name ?? null;
  const readAll = useReadAllTransactions();
  const currency = useCurrency();
  const text = useFlowsText();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops the read.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const now = new Date();
    setState({ status: 'reading', progress: null });
    try {
      const onProgress = (progress: ReadProgress) => !signal.aborted && setState({ status: 'reading', progress });
      const [writer, transactions] = await Promise.all([fileWriter(), readAll(filter, { signal, onProgress, now })]);
      if (!transactions || signal.aborted) return;
      setState({ status: 'idle' });
      if (transactions.length === 0) {
        toast.info(text('export.nothing'));
        return;
      }
      downloadFile(
        writer.transactionsCsv(transactions, currency),
        transactionsCsvFileName(filter, accountName, now),
        writer.CSV_TYPE,
      );
      toast.success(text('export.done', { count: transactions.length }));
    } catch (error) {
      if (signal.aborted) return;
      console.error('Failed to export the transactions', error);
      setState({ status: 'failed' });
    }
  }, [accountName, currency, filter, readAll, text]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start: () => void start(), cancel };
}
