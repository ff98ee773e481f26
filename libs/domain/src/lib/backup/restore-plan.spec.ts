import { toCentavos } from '../money';
import type { Account, Transaction } from '../model';
import type { BackupContent } from './backup-file';
import { planRestore, plannedDocuments } from './restore-plan';

const CREATED = new Date('2026-03-01T01:30:15.123Z');

const account = (id: string): Account => ({ id, name: id, type: 'cash', balance: toCentavos(0), createdAt: CREATED });
const transaction = (id: string, description = 'Lunch'): Transaction => ({
  id,
  type: 'expense',
  amount: toCentavos(1),
  description,
  category: 'Food',
  accountId: 'wallet',
  accountName: 'Wallet',
  date: CREATED,
  createdAt: CREATED,
});

function content(transactions: number, accounts = 2): BackupContent {
  return {
    profile: { currency: 'PHP' },
    accounts: Array.from({ length: accounts }, (_, i) => account(`a${i}`)),
    transactions: Array.from({ length: transactions }, (_, i) => transaction(`t${String(i).padStart(5, '0')}`)),
    paluwagans: [],
    debts: [],
    recurring: [],
  };
}

const ids = (commit: { doc: { id: string } }[]) => commit.map((w) => w.doc.id);

describe('planRestore', () => {
  it('writes 499 documents a commit (the marker is the 500th) and the accounts last, alone', () => {
    const plan = planRestore(content(1200, 3));
    expect(plan.map((c) => c.length)).toEqual([499, 499, 202, 3]);
    expect(plan[3].map((w) => w.collection)).toEqual(['accounts', 'accounts', 'accounts']);
    expect(
      plan
        .slice(0, 3)
        .flat()
        .every((w) => w.collection === 'transactions'),
    ).toBe(true);
    expect(plannedDocuments(plan)).toBe(1203);
  });

  it('writes every document once, schedules before transactions, in the order of the file', () => {
    const c = content(5);
    c.debts = [
      { id: 'd1', type: 'owe', name: 'Loan', counterpartyName: '', totalAmount: toCentavos(1), paymentSchedule: [] },
    ];
    c.recurring = [
      {
        id: 'r1',
        name: 'Rent',
        type: 'expense',
        category: 'Rent',
        accountId: 'a0',
        amount: null,
        rule: { kind: 'kinsenas' },
        startDate: CREATED,
        pauses: [],
        occurrences: {},
      },
    ];
    const plan = planRestore(c, { maxWrites: 5 });
    expect(plan.map(ids)).toEqual([
      ['d1', 'r1', 't00000', 't00001'],
      ['t00002', 't00003', 't00004'],
      ['a0', 'a1'],
    ]);
  });

  it('also cuts a commit before its documents pass the request size', () => {
    const c = content(0);
    c.transactions = [transaction('t1', 'x'.repeat(150)), transaction('t2', 'x'.repeat(150)), transaction('t3')];
    const one = JSON.stringify(c.transactions[0]).length;
    expect(planRestore(c, { maxChars: one * 2 }).map(ids)).toEqual([['t1', 't2'], ['t3'], ['a0', 'a1']]);
    expect(planRestore(c, { maxChars: one }).map(ids)).toEqual([['t1'], ['t2'], ['t3'], ['a0', 'a1']]);
  });

  it('is one commit for a backup of accounts only, and for an empty one', () => {
    expect(planRestore(content(0)).map(ids)).toEqual([['a0', 'a1']]);
    expect(planRestore(content(0, 0))).toEqual([[]]);
  });

  it('refuses more accounts than its last commit holds', () => {
    expect(() => planRestore(content(0, 498))).toThrow(RangeError);
    expect(planRestore(content(0, 497))).toHaveLength(1);
  });
});
