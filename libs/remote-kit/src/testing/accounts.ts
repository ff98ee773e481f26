// The accounts the remotes' specs book to, each with the balance (pesos) and the id a spec needs.
import { toCentavos, type Account } from '@pitaka/domain';

/** 'GCash', an e-wallet. */
export const gcashAccount = (pesos: number, id = 'a1'): Account => ({
  id,
  name: 'GCash',
  type: 'ewallet',
  balance: toCentavos(pesos),
});

/** 'BPI Savings', a bank account. */
export const bpiAccount = (pesos: number, id = 'a2'): Account => ({
  id,
  name: 'BPI Savings',
  type: 'bank',
  balance: toCentavos(pesos),
});
