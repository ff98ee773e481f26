import { PALUWAGAN_WEEKS, toCentavos, type Account, type ScheduleRow } from '@pitaka/domain';
import type { Language } from '@pitaka/ui';
import { screen, waitFor } from '@testing-library/react';
import { renderPageIn } from '../../testing';
import { useMarkRowsFlow } from './use-mark-rows-flow';
import { useUnmarkRowsFlow } from './use-unmark-rows-flow';

// The schedule commands describe the transactions they book in the writer's language: the flows
// tell them the page's, and say nothing for English (the commands' own default).
const TODAY = new Date('2026-11-25T00:00:00+08:00');
const GCASH: Account = { id: 'gcash', name: 'GCash', type: 'ewallet', balance: toCentavos(1000) };
const ROWS: ScheduleRow[] = [
  { key: 1, dueDate: TODAY, amount: toCentavos(100), isPaid: false },
  { key: 2, dueDate: TODAY, amount: toCentavos(100), isPaid: true, accountId: 'gcash', transactionId: 't2' },
];
const SCHEDULE = { kind: 'paluwagan-week', id: 'p1' } as const;
const TEXTS = { succeeded: () => 'Done', failed: 'Failed' };

function Flows() {
  const mark = useMarkRowsFlow({
    schedule: SCHEDULE,
    kind: PALUWAGAN_WEEKS,
    rows: ROWS,
    accounts: [GCASH],
    today: TODAY,
    texts: { ...TEXTS, noAccounts: 'No accounts' },
  });
  const unmark = useUnmarkRowsFlow({
    schedule: SCHEDULE,
    rows: ROWS,
    accounts: [GCASH],
    texts: { ...TEXTS, withoutReversal: () => 'None' },
  });
  return (
    <>
      <button onClick={() => mark.open([1])}>open pay</button>
      {mark.dialog.open && <button onClick={() => void mark.dialog.onConfirm()}>pay</button>}
      <button onClick={() => unmark.open([2])}>open unpay</button>
      {unmark.draft && <button onClick={() => void unmark.confirm()}>unpay</button>}
    </>
  );
}

async function payAndUnpay(language: Language) {
  // The flows show the domain's messages: the page's language is downloaded first.
  const page = await renderPageIn(language, <Flows />, {
    api: { markRows: async () => undefined, unmarkRows: async () => ({ withoutReversal: [] }) },
  });
  await page.user.click(screen.getByRole('button', { name: 'open pay' }));
  await page.user.click(await screen.findByRole('button', { name: 'pay' }));
  await waitFor(() => expect(page.api.markRows).toHaveBeenCalled());
  await page.user.click(screen.getByRole('button', { name: 'open unpay' }));
  await page.user.click(await screen.findByRole('button', { name: 'unpay' }));
  await waitFor(() => expect(page.api.unmarkRows).toHaveBeenCalled());
  return page.api;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('schedule flows write in the page language', () => {
  it('tell the commands a Filipino page: the payment and its reversal are described in Filipino', async () => {
    const api = await payAndUnpay('fil');
    expect(api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: SCHEDULE,
      keys: [1],
      source: { kind: 'account', accountId: 'gcash' },
      language: 'fil',
    });
    expect(api.unmarkRows).toHaveBeenCalledWith(expect.anything(), { schedule: SCHEDULE, keys: [2], language: 'fil' });
  });

  it('leave English unsaid', async () => {
    const api = await payAndUnpay('en');
    expect(api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: SCHEDULE,
      keys: [1],
      source: { kind: 'account', accountId: 'gcash' },
    });
    expect(api.unmarkRows).toHaveBeenCalledWith(expect.anything(), { schedule: SCHEDULE, keys: [2] });
  });
});
