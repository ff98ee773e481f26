import { brokenLedgerRule, type RawLedger, type RawTransaction } from './ledger-audit';

const tx = (over: Partial<RawTransaction>): RawTransaction => ({
  id: 't',
  type: 'income',
  amount: 100,
  accountId: 'a1',
  category: 'Initial',
  description: 'Initial balance',
  ...over,
});

function ledger(over: Partial<RawLedger> = {}): RawLedger {
  return {
    accounts: { a1: { name: 'GCash', balance: 90 } },
    paluwagans: {},
    debts: {
      d1: { name: 'Loan', type: 'owe', paymentSchedule: [{ amount: 10, isPaid: true, accountId: 'a1' }] },
    },
    transactions: [
      tx({ id: 't1' }),
      tx({
        id: 't2',
        type: 'expense',
        amount: 10,
        category: 'Debt',
        description: 'Debt payment: Loan (Payment 1)',
        source: { kind: 'debt-payment', id: 'd1', index: 0, reversal: false },
      }),
    ],
    ...over,
  };
}

describe('brokenLedgerRule', () => {
  it('accepts a ledger whose balances and linked rows agree', () => {
    expect(brokenLedgerRule(ledger())).toBeNull();
  });

  it('names an account whose balance is not the signed sum of its transactions', () => {
    expect(brokenLedgerRule(ledger({ accounts: { a1: { name: 'GCash', balance: 91 } } }))).toBe(
      'account GCash: balance 91 but transactions sum to 90',
    );
  });

  it('names a paid row whose transaction is missing', () => {
    const state = ledger({ accounts: { a1: { name: 'GCash', balance: 100 } } });
    state.transactions = state.transactions.slice(0, 1);
    expect(brokenLedgerRule(state)).toBe(
      'Loan payment 1 (paid from a1): its transactions on GCash sum to 0, expected -10',
    );
  });

  it('names amounts that are not whole centavos', () => {
    const state = ledger();
    state.transactions[0] = tx({ id: 't1', amount: 100.001 });
    expect(brokenLedgerRule(state)).toBe('transaction t1 amount 100.001 is not whole centavos');
  });
});

describe('brokenLedgerRule on transfers', () => {
  const link = (role: string, accountId: string) => ({ id: 'tr1', role, accountId });
  const transfer = (): RawTransaction[] => [
    tx({ id: 'i1', accountId: 'a1', amount: 100 }),
    tx({
      id: 'tr1-out',
      type: 'expense',
      amount: 50,
      accountId: 'a1',
      category: 'Transfer',
      transfer: link('out', 'a2'),
    }),
    tx({ id: 'tr1-in', type: 'income', amount: 50, accountId: 'a2', category: 'Transfer', transfer: link('in', 'a1') }),
    tx({ id: 'tr1-fee', type: 'expense', amount: 15, accountId: 'a1', category: 'Fees', transfer: link('fee', 'a2') }),
  ];
  const state = (transactions: RawTransaction[], balances = { a1: 35, a2: 50 }): RawLedger => ({
    accounts: { a1: { name: 'BPI', balance: balances.a1 }, a2: { name: 'GCash', balance: balances.a2 } },
    paluwagans: {},
    debts: {},
    transactions,
  });

  it('accepts a whole transfer whose parts net to minus the fee', () => {
    expect(brokenLedgerRule(state(transfer()))).toBeNull();
  });

  it.each([
    ['a half left behind', (t: RawTransaction[]) => t.filter((p) => p.id !== 'tr1-in'), 'parts out, fee'],
    [
      'halves of different amounts',
      (t: RawTransaction[]) => t.map((p) => (p.id === 'tr1-in' ? { ...p, amount: 40 } : p)),
      'net to -25, expected -15',
    ],
    [
      'a fee on the destination',
      (t: RawTransaction[]) => t.map((p) => (p.id === 'tr1-fee' ? { ...p, accountId: 'a2' } : p)),
      'its fee is not on the source account',
    ],
  ])('names %s', (_case, change, detail) => {
    // Balances follow the documents, so only the transfer rule can object.
    const transactions = change(transfer());
    const sum = (id: string) =>
      transactions.filter((t) => t.accountId === id).reduce((s, t) => s + (t.type === 'income' ? 1 : -1) * t.amount, 0);
    expect(brokenLedgerRule(state(transactions, { a1: sum('a1'), a2: sum('a2') }))).toContain(detail);
  });
});

describe('brokenLedgerRule on the monthly summaries', () => {
  const NOV = '2026-11-05T04:00:00.000Z';
  const dated = () =>
    ledger({
      transactions: ledger().transactions.map((t) => ({ ...t, date: NOV })),
    });
  /** What the commands keep for `dated()` (centavos): ₱100 opening balance, ₱10 debt payment. */
  const kept = () => ({
    ledger: {
      complete: true,
      version: 2,
      writes: 2,
      balances: { a1: 9000 },
      names: { a1: 'GCash' },
      net: { '2026-11': { a1: 9000 } },
    },
    '2026-11': {
      month: '2026-11',
      accounts: {
        a1: {
          categories: { Initial: { income: 10000, expense: 0 }, Debt: { income: 0, expense: 1000 } },
          transfersIn: 0,
          transfersOut: 0,
        },
      },
    },
  });

  it('accepts summaries that equal a recomputation from the transactions', () => {
    expect(brokenLedgerRule({ ...dated(), summaries: kept() })).toBeNull();
  });

  it('does not audit summaries that wait for their rebuild', () => {
    const summaries = kept();
    summaries.ledger.complete = false;
    summaries['2026-11'].accounts.a1.categories.Debt.expense = 999;
    expect(brokenLedgerRule({ ...dated(), summaries })).toBeNull();
  });

  it('names a month, a net, a balance or an account name that drifted', () => {
    const month = kept();
    month['2026-11'].accounts.a1.categories.Debt.expense = 999;
    expect(brokenLedgerRule({ ...dated(), summaries: month })).toMatch(/^summary of 2026-11: /);
    const net = kept();
    net.ledger.net['2026-11'].a1 = 9001;
    expect(brokenLedgerRule({ ...dated(), summaries: net })).toMatch(/^summary nets: /);
    const balance = kept();
    balance.ledger.balances.a1 = 9001;
    expect(brokenLedgerRule({ ...dated(), summaries: balance })).toMatch(/^summary balances: /);
    const name = kept();
    name.ledger.names.a1 = 'GCash (old name)';
    expect(brokenLedgerRule({ ...dated(), summaries: name })).toBe(
      'summary names: {"a1":"GCash (old name)"}, expected {"a1":"GCash"}',
    );
  });
});

describe('brokenLedgerRule on statement imports', () => {
  const importedRow = (row: number) =>
    tx({ id: `i-${row}`, amount: 5, category: 'Other', description: `Row ${row}`, import: { id: 'i', row } });
  const withImport = (rows: number[], record = { imported: 3, undone: 0 }) =>
    ledger({
      accounts: { a1: { name: 'GCash', balance: 90 + 5 * rows.length } },
      transactions: [...ledger().transactions, ...rows.map(importedRow)],
      imports: { i: record },
    });

  it('accepts an import whose rows are each there once, some reverted one by one', () => {
    expect(brokenLedgerRule(withImport([1, 3]))).toBeNull();
  });

  it('names a row written twice', () => {
    const state = withImport([1, 2]);
    state.transactions.push({ ...importedRow(2), id: 'i-2-again' });
    state.accounts['a1'] = { name: 'GCash', balance: 105 };
    expect(brokenLedgerRule(state)).toBe('import i: row 2 was written twice');
  });

  it('names an import with more transactions than it wrote and did not undo', () => {
    expect(brokenLedgerRule(withImport([1, 2, 3], { imported: 3, undone: 1 }))).toBe(
      'import i: 3 transactions, but it wrote 3 and undid 1',
    );
  });
});

describe('brokenLedgerRule with an account in its own currency', () => {
  // 1,000.00 dirhams sent with a 15.00 fee from Dubai; 15,250.00 pesos received in GCash.
  const padala = (over: { inCounter?: number; received?: number; sentCurrency?: string } = {}): RawLedger => ({
    accounts: {
      a1: { name: 'GCash', balance: 90 + (over.received ?? 15_250) },
      ae: { name: 'Emirates NBD', balance: 3985, currency: 'AED' },
    },
    paluwagans: {},
    debts: {},
    transactions: [
      tx({ id: 't1', amount: 90 }),
      tx({ id: 'o1', accountId: 'ae', amount: 5000, currency: 'AED' }),
      ...(
        [
          ['out', 'ae', 'expense', 1000, { amount: 15_250, currency: 'PHP' }],
          [
            'in',
            'a1',
            'income',
            over.received ?? 15_250,
            { amount: over.inCounter ?? 1000, currency: over.sentCurrency ?? 'AED' },
          ],
          ['fee', 'ae', 'expense', 15, { amount: 15_250, currency: 'PHP' }],
        ] as const
      ).map(([role, accountId, type, amount, counter]) =>
        tx({
          id: `p1-${role}`,
          type,
          amount,
          accountId,
          ...(accountId === 'ae' ? { currency: 'AED' } : {}),
          category: role === 'fee' ? 'Fees' : 'Transfer',
          transfer: { id: 'p1', role, accountId: accountId === 'ae' ? 'a1' : 'ae', counter },
        }),
      ),
    ],
  });

  it('accepts a padala whose parts name each other exactly, each balance in its own currency', () => {
    expect(brokenLedgerRule(padala())).toBeNull();
  });

  it.each([
    ['the in part names another amount sent', { inCounter: 999.99 }, 'padala p1: its in part names'],
    [
      'the destination received another amount than the out part says',
      { received: 15_000 },
      'padala p1: its out part names',
    ],
    ['the in part names the sent leg in another currency', { sentCurrency: 'SAR' }, 'padala p1: a leg is named'],
    ['the in part names a fraction of a fils', { inCounter: 1000.004 }, 'padala p1: its in part names'],
  ])('names a padala where %s', (_case, over, message) => {
    expect(brokenLedgerRule(padala(over))).toEqual(expect.stringContaining(message));
  });

  it('names a transaction in another currency than its account', () => {
    const state = padala();
    state.transactions[1] = { ...state.transactions[1], currency: 'SAR' };
    expect(brokenLedgerRule(state)).toBe('transaction o1 is in SAR but its account Emirates NBD in AED');
  });

  it('reads three-decimal and no-decimal amounts in their own units', () => {
    const state: RawLedger = {
      accounts: {
        kw: { name: 'Kuwait', balance: 12.345, currency: 'KWD' },
        jp: { name: 'Tokyo', balance: 1500, currency: 'JPY' },
      },
      paluwagans: {},
      debts: {},
      transactions: [
        tx({ id: 'k', accountId: 'kw', amount: 12.345, currency: 'KWD' }),
        tx({ id: 'j', accountId: 'jp', amount: 1500, currency: 'JPY' }),
      ],
    };
    expect(brokenLedgerRule(state)).toBeNull();
    state.transactions[1] = { ...state.transactions[1], amount: 1500.5 };
    expect(brokenLedgerRule(state)).toBe('transaction j amount 1500.5 is not whole minor units of JPY');
  });
});
