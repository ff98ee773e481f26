// The data specs' signed-in user: set up and closed by the spec's own hooks, with the account
// helpers the money specs share.
import type { AccountType, Centavos } from '@pitaka/domain';
import { completeSetup, createAccount, getAccount, type DataScope } from '../lib/store';
import { at, createTestUser, type TestClient } from './emulator';
import { expectNothingWritten } from './expect';

export interface TestUser {
  readonly db: TestClient['db'];
  readonly uid: string;
  readonly email: string;
  readonly scope: DataScope;
  /** Completes account setup in pesos with a first cash account (a positive balance is booked); its id. */
  setUp(name: string, now: Date, initialBalance?: Centavos): Promise<string>;
  /** Opens an account on 1 January 2026 (a positive initial balance is booked as income); its id. */
  account(name: string, initialBalance: Centavos, type?: AccountType): Promise<string>;
  /** The account's balance now; undefined once it is gone. */
  balance(accountId: string): Promise<Centavos | undefined>;
  /** Runs `run` (typically a refusal) and checks that the user's whole tree is exactly as before. */
  unchangedAfter(run: () => Promise<void>): Promise<void>;
}

/**
 * A new Auth-emulator user, created before the tests of the file (or of the describe block it is
 * called in) and closed after them; with `each`, a new user for every test.
 */
export function testUser(label: string, { each = false } = {}): TestUser {
  let client: TestClient | undefined;
  const current = (): TestClient => {
    if (!client) throw new Error(`the test user '${label}' exists only while a test runs`);
    return client;
  };
  (each ? beforeEach : beforeAll)(async () => {
    client = await createTestUser(label);
  });
  (each ? afterEach : afterAll)(() => client?.close());
  return {
    get db() {
      return current().db;
    },
    get uid() {
      return current().uid;
    },
    get email() {
      return current().email;
    },
    get scope() {
      return current().scope;
    },
    setUp: async (name, now, initialBalance) => {
      const { scope, email } = current();
      const first = { name, type: 'cash' as const, ...(initialBalance === undefined ? {} : { initialBalance }) };
      return (await completeSetup(scope, { email, currency: 'PHP', ...first }, now)).accountId;
    },
    account: async (name, initialBalance, type = 'cash') =>
      (await createAccount(current().scope, { name, type, initialBalance }, at(2026, 1, 1))).id,
    balance: async (accountId) => (await getAccount(current().scope, accountId))?.balance,
    unchangedAfter: (run) => expectNothingWritten(current().scope, run),
  };
}
