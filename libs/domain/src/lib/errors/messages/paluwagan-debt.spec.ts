import { setupI18n, type Messages } from '@lingui/core';
import { manilaDay } from '../../calendar';
import { toCentavos } from '../../money';
import { paluwaganStatus } from '../../paluwagan';
import { PALUWAGAN_WEEKS, debtScheduleKind, validateMark, validateUnmark, type ScheduleRow } from '../../schedule-rows';
import { MESSAGE_CATALOGUES } from './groups';
import type { DomainMessage } from './catalogue';

// The paluwagan and debt refusals carry their reference, so a screen shows them in its language
// while the rules and the spec's tests keep the English text.
const TODAY = manilaDay(2026, 11, 25);
const row = (key: number, isPaid: boolean, accountId?: string): ScheduleRow => ({
  key,
  dueDate: TODAY,
  amount: toCentavos(500),
  isPaid,
  ...(accountId ? { accountId, transactionId: `t${key}` } : {}),
});
const GCASH = { id: 'gcash', name: 'GCash', balance: toCentavos(120) };

async function inFilipino(message: DomainMessage): Promise<string> {
  const { ref } = message;
  if (!ref) throw new Error(`"${message.message}" has no reference`);
  const { default: compiled } = await MESSAGE_CATALOGUES[ref.group].fil();
  const i18n = setupI18n({ locale: 'fil', messages: { fil: compiled as Messages } });
  return i18n._(ref.key, ref.values);
}

describe('paluwagan and debt refusals in Filipino', () => {
  it('a paluwagan week paid already: the English text and its Filipino twin', async () => {
    const failure = validateMark(PALUWAGAN_WEEKS, [row(1, true)], [1], { kind: 'markOnly' }, [], TODAY);
    if (failure.ok) throw new Error('should be refused');
    expect(failure.message).toBe('Some payments not found or already paid');
    expect(failure.ref).toEqual({ group: 'paluwagan', key: 'paymentsNotFoundOrPaid' });
    expect(await inFilipino(failure)).toBe('May mga bayad na hindi makita o bayad na');
  });

  it('a week paid from an account that is gone names the week in either language', async () => {
    const failure = validateUnmark(PALUWAGAN_WEEKS, [row(3, true, 'gone')], [3], []);
    if (failure.ok) throw new Error('should be refused');
    expect(failure.message).toBe('Account not found for week 3');
    expect(await inFilipino(failure)).toBe('Hindi makita ang account ng Linggo 3');
  });

  it('a debt payment the account cannot cover: the amount as money in both', async () => {
    const source = { kind: 'account', accountId: 'gcash' } as const;
    const failure = validateMark(debtScheduleKind('owe'), [row(0, false)], [0], source, [GCASH], TODAY);
    if (failure.ok) throw new Error('should be refused');
    expect(failure.message).toBe('Insufficient funds in GCash. Available: ₱120.00');
    expect(await inFilipino(failure)).toBe('Kulang ang pondo sa GCash. Magagamit: ₱120.00');
  });
});

describe("a paluwagan card's status lines", () => {
  const weeks = [1, 2, 3].map((n) => ({
    weekNumber: n,
    dueDate: manilaDay(2026, 11, 22 + 7 * (n - 1)),
    amount: toCentavos(100),
    isPaid: n === 1,
  }));
  const numbers = [1, 2, 3].map((n) => ({
    number: n,
    payoutDate: manilaDay(2026, 11, 22 + 7 * (n - 1)),
    isOwner: n === 3,
    ownerName: n === 3 ? 'Me' : '',
    isPaid: false,
  }));

  it('keep their English texts and give the screens the dates in the language asked for', async () => {
    const status = paluwaganStatus({ weeklyPayments: weeks, numbers }, TODAY, 'fil');
    expect(status.payoutText).toBe('Next payout Dec 6, 2026');
    expect(status.paymentText).toBe('Payment due this week Nov 29, 2026');
    expect(await inFilipino(status.payout)).toBe('Susunod na payout: Dis 6, 2026');
    expect(await inFilipino(status.payment)).toBe('Dapat bayaran ngayong linggo: Nob 29, 2026');
  });
});
