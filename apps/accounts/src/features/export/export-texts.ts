// The export's words (UI only; the file's own words are the domain's).

const count = (n: number) => n.toLocaleString('en-US');

export const EXPORT_TEXTS = {
  button: 'Export CSV',
  title: 'Exporting transactions',
  progressLabel: 'Transactions read',
  counting: 'Counting transactions…',
  progress: (read: number, total: number) => `${count(read)} of ${count(total)} transactions`,
  cancel: 'Cancel export',
  failed: 'Your transactions could not be read, so nothing was downloaded. Check your connection and try again.',
  nothing: 'No transactions match this filter: there is nothing to export.',
  done: (n: number) => `Exported ${count(n)} ${n === 1 ? 'transaction' : 'transactions'}`,
};
