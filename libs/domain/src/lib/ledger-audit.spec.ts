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
