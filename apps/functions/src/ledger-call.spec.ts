// The ledger callable in the Functions emulator, against the stack's Firestore with the real rules:
// what a client sends and what comes back.
import { toCentavos } from '@pitaka/domain';
import { paths, personalSpace, toWire } from '@pitaka/ledger';
import { commandTime } from './ledger-call';
import { callLedger, listIds, readStored, signUp, type TestUser } from './testing/emulators';

const NOW = new Date('2026-11-28T02:00:00Z');
let keys = 0;
const newKey = () => `test-${Date.now()}-${++keys}-abcdefgh`;

async function setUpBooks(label: string) {
  const user = await signUp(label);
  const setup = await callLedger(user, {
    command: 'completeSetup',
    key: newKey(),
    input: toWire({
      email: `${label}@example.com`,
      currency: 'PHP',
      name: 'GCash',
      type: 'ewallet',
      initialBalance: toCentavos(1000),
    }),
  });
  const { accountId } = setup.result as { accountId: string };
  return { user, accountId, at: paths(personalSpace(user.uid)) };
}

const expense = (accountId: string, pesos: number) =>
  toWire({ type: 'expense', amount: toCentavos(pesos), description: 'Lunch', category: 'Food', accountId, date: NOW });

const add = (user: TestUser | null, key: string, input: unknown) =>
  callLedger(user, { command: 'addTransaction', key, input });

describe('the ledger callable', () => {
  it('applies a command sent twice with one key once, and answers both with the first result', async () => {
    const { user, accountId, at } = await setUpBooks('twice');
    const key = newKey();
    const first = await add(user, key, expense(accountId, 150));
    const again = await add(user, key, expense(accountId, 150));
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await listIds(at.transactions.path)).toHaveLength(2); // the opening income, the lunch
    expect((await readStored(at.account(accountId).path))?.['balance']).toBe('850');
  });

  it("answers a refusal with the ledger's code and the spec's text, and writes nothing", async () => {
    const { user, accountId, at } = await setUpBooks('refused');
    const answer = await add(user, newKey(), expense(accountId, 5000));
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Insufficient funds in GCash. Available balance: ₱1,000.00',
      details: { code: 'refused', ref: { group: 'accounts', key: 'insufficientFundsIn' } },
    });
    expect(await listIds(at.transactions.path)).toHaveLength(1);
  });

  it("runs in the caller's own books: another user's account is not found there", async () => {
    const owner = await setUpBooks('owner');
    const { user: intruder, at } = await setUpBooks('intruder');
    const answer = await add(intruder, newKey(), expense(owner.accountId, 10));
    expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { code: 'refused' } });
    expect((await readStored(owner.at.account(owner.accountId).path))?.['balance']).toBe('1000');
    expect(await listIds(at.transactions.path)).toHaveLength(1);
  });

  it('refuses a caller who is not signed in', async () => {
    const { accountId } = await setUpBooks('anonymous');
    const answer = await add(null, newKey(), expense(accountId, 10));
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an amount as text', { amount: '150' }, 'INVALID_ARGUMENT'],
    ['a field the command does not have', { balance: 99_999_999 }, 'INVALID_ARGUMENT'],
    ['a description of 1,001 characters', { description: 'x'.repeat(1001) }, 'INVALID_ARGUMENT'],
    // What a person can type is the domain's to word, as on the client.
    ['a fraction of a centavo', { amount: 150.5 }, 'FAILED_PRECONDITION'],
    ['a negative amount', { amount: -100 }, 'FAILED_PRECONDITION'],
    ['NaN', { amount: { $number: 'NaN' } }, 'FAILED_PRECONDITION'],
    ['a date that is not one', { date: { $date: 'yesterday' } }, 'FAILED_PRECONDITION'],
  ])('refuses an input with %s, and writes nothing', async (_, change, status) => {
    const { user, accountId, at } = await setUpBooks('malformed-input');
    const answer = await add(user, newKey(), { ...(expense(accountId, 150) as object), ...change });
    expect(answer.error?.status).toBe(status);
    expect(await listIds(at.transactions.path)).toHaveLength(1);
    expect((await readStored(at.account(accountId).path))?.['balance']).toBe('1000');
  });

  it("keeps the signed-in account's e-mail on the profile, whatever the input says", async () => {
    const user = await signUp('email');
    const input = toWire({ email: 'someone-else@example.com', currency: 'PHP', name: 'Cash', type: 'cash' });
    await callLedger(user, { command: 'completeSetup', key: newKey(), input });
    expect((await readStored(paths(personalSpace(user.uid)).user.path))?.['email']).toBe(user.email);
  });

  it('refuses a command that only a job runs (an import batch, whose rows the job checks)', async () => {
    const { user } = await setUpBooks('job-part');
    const answer = await callLedger(user, { command: 'importStatementBatch', key: newKey(), input: {} });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });

  it("books a paluwagan week's payment described in the writer's language, on the client's clock in the emulator", async () => {
    const { user, accountId, at } = await setUpBooks('week');
    const created = await callLedger(user, {
      command: 'createPaluwagan',
      key: newKey(),
      input: toWire({
        name: 'Office',
        organizer: 'Nena',
        startDate: new Date('2030-03-04T00:00:00+08:00'),
        totalNumbers: 4,
        amountPerNumber: toCentavos(100),
        selectedNumbers: [4],
      }),
    });
    const { id } = created.result as { id: string };
    const mark = (payout: number, clock: string) =>
      callLedger(user, {
        command: 'markRows',
        key: newKey(),
        clock,
        input: { schedule: { kind: 'paluwagan-payout', id }, keys: [payout], source: { kind: 'markOnly' } },
      });
    // Number 4 is paid out on the fourth Sunday after the start, 31 March: by the page's clock, not before.
    expect((await mark(4, '2030-03-30T09:00:00+08:00')).error?.message).toBe(
      'Cannot mark as received before the payout date',
    );
    expect((await mark(4, '2030-03-31T09:00:00+08:00')).error).toBeUndefined();
    const paid = await callLedger(user, {
      command: 'markRows',
      key: newKey(),
      input: {
        schedule: { kind: 'paluwagan-week', id },
        keys: [1],
        source: { kind: 'account', accountId },
        language: 'fil',
      },
    });
    expect(paid.status).toBe(200);
    const ids = await listIds(at.transactions.path);
    const descriptions = await Promise.all(
      ids.map(async (t) => (await readStored(at.transaction(t).path))?.['description']),
    );
    expect(descriptions).toContain('Bayad sa paluwagan: Office (Linggo 1)');
  });

  it('books a transfer with its fee and reverts it, the balances exact after each', async () => {
    const { user, accountId: gcash, at } = await setUpBooks('transfer');
    const bank = await callLedger(user, {
      command: 'createAccount',
      key: newKey(),
      input: toWire({ name: 'BPI', type: 'bank', initialBalance: null }),
    });
    const bpi = (bank.result as { id: string }).id;
    const balance = async (id: string) => (await readStored(at.account(id).path))?.['balance'];
    const transfer = await callLedger(user, {
      command: 'addTransfer',
      key: newKey(),
      input: toWire({ fromAccountId: gcash, toAccountId: bpi, amount: 40_000, fee: 1_500, note: '', date: NOW }),
    });
    expect(transfer.status).toBe(200);
    expect([await balance(gcash), await balance(bpi)]).toEqual(['585', '400']);
    const { id: transferId } = transfer.result as { id: string };
    await callLedger(user, { command: 'revertTransfer', key: newKey(), input: { transferId } });
    expect([await balance(gcash), await balance(bpi)]).toEqual(['1000', '0']);
  });

  describe('a padala from a dirham account into pesos', () => {
    async function withDubai(label: string) {
      const books = await setUpBooks(label);
      const opened = await callLedger(books.user, {
        command: 'createAccount',
        key: newKey(),
        input: toWire({ name: 'Emirates NBD', type: 'bank', initialBalance: 500_000, currency: 'AED' }),
      });
      expect(opened.status).toBe(200);
      return { ...books, dubai: (opened.result as { id: string }).id };
    }
    const padala = (from: string, to: string, change: Record<string, unknown> = {}) =>
      toWire({
        fromAccountId: from,
        toAccountId: to,
        amount: 100_000,
        fee: 1_500,
        received: 1_525_000,
        fromCurrency: 'AED',
        toCurrency: 'PHP',
        note: '',
        date: NOW,
        ...change,
      });

    it('books both legs exact in their own currencies, and a revert gives both back', async () => {
      const { user, accountId: gcash, dubai, at } = await withDubai('padala');
      const balance = async (id: string) => (await readStored(at.account(id).path))?.['balance'];
      const sent = await callLedger(user, { command: 'addTransfer', key: newKey(), input: padala(dubai, gcash) });
      expect(sent.status).toBe(200);
      expect([await balance(dubai), await balance(gcash)]).toEqual(['3985', '16250']);
      const { id: transferId } = sent.result as { id: string };
      expect(await readStored(at.transaction(`${transferId}-out`).path)).toMatchObject({ currency: 'AED' });
      await callLedger(user, { command: 'revertTransfer', key: newKey(), input: { transferId } });
      expect([await balance(dubai), await balance(gcash)]).toEqual(['5000', '1000']);
    });

    it.each([
      [
        'a leg in the wrong currency',
        { toCurrency: 'AED' },
        'GCash is in PHP, not AED. Check the accounts and try again.',
      ],
      ['no amount received', { received: null }, 'Enter the amount GCash receives, in PHP'],
      ['more decimals than pesos have', { received: 1_525_000.5 }, 'PHP amounts have at most 2 decimals'],
      ['a currency code as a number', { fromCurrency: 784 }, 'input.fromCurrency must be text of at most 8 characters'],
    ])('refuses %s with a clear error, and writes nothing', async (_, change, message) => {
      const { user, accountId: gcash, dubai, at } = await withDubai('padala-refused');
      const answer = await callLedger(user, {
        command: 'addTransfer',
        key: newKey(),
        input: padala(dubai, gcash, change),
      });
      expect(answer.error?.message).toBe(message);
      expect(await listIds(at.transactions.path)).toHaveLength(2); // the two opening balances
    });

    it.each([
      ['a rate of zero', '0', 'Enter a rate above zero'],
      ['a rate below zero', '-15.25', 'Enter a rate above zero'],
      ['a rate with nine decimals', '15.123456789', 'A rate has at most 8 decimals'],
    ])('refuses %s with a clear error, and keeps none', async (_, rate, message) => {
      const { user, at } = await setUpBooks('rate-refused');
      const input = toWire({ currency: 'AED', rate, day: NOW });
      const answer = await callLedger(user, { command: 'setRate', key: newKey(), input });
      expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', message });
      expect(await listIds(at.rates.path)).toHaveLength(0);
    });

    it('keeps a rate of the dirham, exactly as typed', async () => {
      const { user, at } = await setUpBooks('rate-kept');
      const input = toWire({ currency: 'AED', rate: '15.3125', day: NOW });
      expect((await callLedger(user, { command: 'setRate', key: newKey(), input })).status).toBe(200);
      // As the REST API gives it: the rate is text, never a float.
      expect(JSON.stringify(await readStored(at.currencyRates('AED').path))).toContain('{"stringValue":"15.3125"}');
    });

    it('refuses an account opened with a fraction of a yen, or in a currency that is none', async () => {
      const { user, at } = await setUpBooks('yen');
      for (const [input, message] of [
        [{ name: 'Tokyo', type: 'bank', initialBalance: 1500.5, currency: 'JPY' }, 'JPY amounts have no decimals'],
        [{ name: 'Nowhere', type: 'bank', initialBalance: 100, currency: 'XYZ' }, 'Please select a currency'],
      ] as const) {
        const answer = await callLedger(user, { command: 'createAccount', key: newKey(), input: toWire(input) });
        expect(answer.error?.message).toBe(message);
      }
      expect(await listIds(at.accounts.path)).toHaveLength(1);
    });
  });

  it.each([
    ['a command it does not have', { command: 'setBalance', key: 'k-0123456789abcdef', input: {} }],
    ['a call without a key', { command: 'addTransaction', input: {} }],
    ['a key of the wrong shape', { command: 'addTransaction', key: 'short', input: {} }],
  ])('refuses %s', async (_, data) => {
    const { user } = await setUpBooks('malformed');
    const answer = await callLedger(user, data);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('commandTime', () => {
  const SERVER = new Date('2026-11-28T02:00:00Z');
  it("is the client's clock in the emulator only", () => {
    expect(commandTime('2026-03-04T01:00:00Z', true, SERVER)).toEqual(new Date('2026-03-04T01:00:00Z'));
    expect(commandTime('2026-03-04T01:00:00Z', false, SERVER)).toBe(SERVER);
  });
  it("is the server's for a clock that is not a time", () => {
    expect(commandTime('soon', true, SERVER)).toBe(SERVER);
    expect(commandTime(5, true, SERVER)).toBe(SERVER);
  });
});

describe('the long jobs', () => {
  const MAPPING = {
    header: ['Date', 'Description', 'Amount'],
    mapping: { date: 'Date', description: 'Description', amount: { kind: 'signed', amount: 'Amount' }, category: null },
    dayOrder: 'month-first',
  };
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      row: i + 1,
      draft: { date: NOW, description: `Row ${i + 1}`, type: 'expense', amount: toCentavos(1), category: 'Other' },
    }));

  it('imports a statement and undoes it, each in commits on the server, the balance exact after each', async () => {
    const { user, accountId, at } = await setUpBooks('import-job');
    const input = {
      importId: `import-${Date.now()}`,
      accountId,
      fileName: 'gcash.csv',
      rows: rows(600),
      mapping: MAPPING,
    };
    const imported = await callLedger(user, { command: 'importStatement', key: newKey(), input: toWire(input) });
    expect(imported.result).toEqual({ importId: input.importId, done: 600, total: 600, stopped: null });
    expect((await readStored(at.account(accountId).path))?.['balance']).toBe('400');
    expect(await readStored(at.statementImport(input.importId).path)).toMatchObject({
      committedBatches: '2',
      imported: '600',
    });

    const undone = await callLedger(user, {
      command: 'undoStatementImport',
      key: newKey(),
      input: { importId: input.importId },
    });
    expect(undone.result).toMatchObject({ done: 600, total: 600, stopped: null });
    expect((await readStored(at.account(accountId).path))?.['balance']).toBe('1000');
    expect(await listIds(at.transactions.path)).toHaveLength(1);
  });

  it("refuses a file that is not a backup, with the domain's words, and writes nothing", async () => {
    const { user, at } = await setUpBooks('restore-job');
    const text = JSON.stringify({ format: 'pitaka-backup', version: 1 });
    const answer = await callLedger(user, { command: 'restoreBackup', key: newKey(), input: { text } });
    expect(answer.error?.status).toBe('FAILED_PRECONDITION');
    expect(await listIds(at.restores.path)).toHaveLength(0);
  });

  it('refuses rows it cannot read as malformed, before anything runs', async () => {
    const { user, accountId, at } = await setUpBooks('import-malformed');
    const input = { importId: 'bad-rows', accountId, fileName: 'x.csv', rows: [{ row: 1 }], mapping: MAPPING };
    const answer = await callLedger(user, { command: 'importStatement', key: newKey(), input: toWire(input) });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(await listIds(at.transactions.path)).toHaveLength(1);
  });
});
