// The client's side of the trusted core: a command whose answer is lost on the way is sent again
// with its key and applied once; a server that cannot be reached is reported as such (the offline
// banner's cue), never as a refusal. Real Functions emulator, real rules.
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { toCentavos } from '@pitaka/domain';
import { at } from '../../testing/emulator';
import { testUser } from '../../testing/test-user';
import { isUnreachableError } from '../offline/unreachable';
import { addTransaction, getAccount } from './index';

const NOW = at(2026, 3, 15, 9, 30);
const c = testUser('ledger-calls');
let accountId: string;

beforeAll(async () => {
  accountId = await c.setUp('GCash', NOW, toCentavos(1000));
});

const lunch = () => ({
  type: 'expense' as const,
  amount: toCentavos(150),
  description: 'Lunch',
  category: 'Food',
  accountId,
  date: NOW,
});

it('sends a command whose answer was lost again with the same key: applied once, answered with the first result', async () => {
  const realFetch = globalThis.fetch;
  const bodies: string[] = [];
  let lost = 0;
  // The first answer reaches the server and is lost on the way back (the connection dropped).
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const answer = await realFetch(url, init);
    if (String(url).includes('/ledger')) bodies.push(String(init?.body));
    if (String(url).includes('/ledger') && lost++ === 0) throw new TypeError('fetch failed');
    return answer;
  });
  try {
    const { id } = await addTransaction(c.scope, lunch(), NOW);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]); // the same key, the same input
    expect((await getAccount(c.scope, accountId))?.balance).toBe(toCentavos(850));
    expect(id).toEqual(expect.any(String));
  } finally {
    jest.restoreAllMocks();
  }
});

it('reports a server that cannot be reached as unreachable, after trying three times', async () => {
  // Another region: another instance of the app's Functions, pointed where nothing answers.
  const functions = getFunctions(c.scope.ledger.functions.app, 'nowhere-1');
  connectFunctionsEmulator(functions, '127.0.0.1', 9); // the discard port: nothing answers
  const realFetch = globalThis.fetch;
  let tries = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    if (String(url).includes(':9/')) tries += 1;
    return realFetch(url, init);
  });
  try {
    const error = await addTransaction({ ...c.scope, ledger: { ...c.scope.ledger, functions } }, lunch(), NOW).catch(
      (e: unknown) => e,
    );
    expect(isUnreachableError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'unexpected' });
    expect(tries).toBe(3);
  } finally {
    jest.restoreAllMocks();
  }
});
