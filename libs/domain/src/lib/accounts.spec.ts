import { accountOptionLabel, findAccount, topAccountsByBalance, totalBalance } from './accounts';
import { ZERO_CENTAVOS, centavos, toCentavos, type Centavos } from './money';

const accounts = [
  { id: '1', name: 'Wallet', balance: toCentavos(0.1) },
  { id: '2', name: 'BDO', balance: toCentavos(25000.5) },
  { id: '3', name: 'GCash', balance: toCentavos(0.2) },
  { id: '4', name: 'BPI', balance: toCentavos(1200) },
];

it('totalBalance is exact', () => {
  expect(totalBalance([{ balance: toCentavos(0.1) }, { balance: toCentavos(0.2) }])).toBe(toCentavos(0.3));
  expect(totalBalance(accounts)).toBe(toCentavos(26200.8));
  expect(totalBalance([])).toBe(ZERO_CENTAVOS);
  // Dirhams are not added to pesos.
  expect(totalBalance([...accounts, { balance: 5000 as Centavos, currency: 'AED' }])).toBe(toCentavos(26200.8));
});

it('accountOptionLabel shows an account in its own currency in it', () => {
  expect(accountOptionLabel({ name: 'Tokyo', balance: 1500 as Centavos, currency: 'JPY' })).toBe('Tokyo (JPY 1,500)');
});

it("topAccountsByBalance ranks the books' currency first: yen and dirhams do not compare with pesos", () => {
  const yen = { id: 'y', name: 'Yucho', balance: centavos(150_000), currency: 'JPY' as const };
  const dirhams = { id: 'd', name: 'ENBD', balance: centavos(100), currency: 'AED' as const };
  const pesos = { id: 'p', name: 'Wallet', balance: centavos(1_000) };
  expect(topAccountsByBalance([yen, dirhams, pesos]).map((a) => a.name)).toEqual(['Wallet', 'ENBD', 'Yucho']);
});

it('topAccountsByBalance keeps the highest three, highest first', () => {
  expect(topAccountsByBalance(accounts).map((a) => a.name)).toEqual(['BDO', 'BPI', 'GCash']);
  expect(topAccountsByBalance(accounts, 1).map((a) => a.id)).toEqual(['2']);
  expect(accounts.map((a) => a.id)).toEqual(['1', '2', '3', '4']);
});

it.each([
  [{ name: 'GCash', balance: toCentavos(1500) }, 'GCash (₱1,500.00)'],
  [{ name: 'Wallet', balance: toCentavos(0) }, 'Wallet (₱0.00)'],
])('accountOptionLabel(%p) = %s', (account, expected) => {
  expect(accountOptionLabel(account)).toBe(expected);
});

it.each([
  ['2', 'BDO'],
  ['9', undefined],
  ['', undefined],
  [undefined, undefined],
])('findAccount(%p)', (id, name) => {
  expect(findAccount(accounts, id)?.name).toBe(name);
});
