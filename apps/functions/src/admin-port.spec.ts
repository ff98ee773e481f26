// The Admin SDK port against the stack's Firestore: a transaction the database closed under it
// (the emulator's answer to a read that waited too long for a lock: seen once in 30 runs of two
// rebuilds at once) runs again whole, and commits once; anything else is passed on at once.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminTransaction, CLOSED_TRANSACTION_ATTEMPTS } from './admin-port';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-pitaka' }, 'admin-port-spec');
  db = getFirestore(app);
});

afterAll(() => deleteApp(app));

/** The error the SDK throws when the emulator closed the transaction a read belonged to. */
const closed = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
    code: 3,
    details: 'Transaction is invalid or closed.',
  });

/** Makes the database's first `times` transactions fail with `error` before they run. */
function failFirst(times: number, error: () => Error) {
  const real = db.runTransaction.bind(db);
  let calls = 0;
  const spy = jest.spyOn(db, 'runTransaction').mockImplementation((body, options) => {
    calls += 1;
    return calls <= times ? Promise.reject(error()) : real(body, options);
  });
  return { calls: () => calls, restore: () => spy.mockRestore() };
}

async function counterAt(path: string) {
  await db.doc(path).set({ n: 0 });
  const increment = adminTransaction(db, 1);
  const add = () =>
    increment(async (tx) => {
      const n = Number((await tx.get(path))?.['n']);
      tx.set(path, { n: n + 1 });
      return n + 1;
    });
  const read = async () => (await db.doc(path).get()).data()?.['n'];
  return { add, read };
}

const path = (name: string) => `admin-port-spec/${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('adminTransaction', () => {
  it('runs a transaction the database closed again, and commits it once', async () => {
    const counter = await counterAt(path('closed-twice'));
    const database = failFirst(2, closed);
    try {
      await expect(counter.add()).resolves.toBe(1);
      expect(database.calls()).toBe(3);
    } finally {
      database.restore();
    }
    expect(await counter.read()).toBe(1);
  });

  it(`gives up after ${CLOSED_TRANSACTION_ATTEMPTS} closed attempts, writing nothing`, async () => {
    const counter = await counterAt(path('closed-always'));
    const database = failFirst(Infinity, closed);
    try {
      await expect(counter.add()).rejects.toMatchObject({ code: 3 });
      expect(database.calls()).toBe(CLOSED_TRANSACTION_ATTEMPTS);
    } finally {
      database.restore();
    }
    expect(await counter.read()).toBe(0);
  });

  it('passes any other error on at once: a request the database found invalid is not retried', async () => {
    const counter = await counterAt(path('invalid'));
    const invalid = () => Object.assign(new Error('3 INVALID_ARGUMENT: too big'), { code: 3, details: 'too big' });
    const database = failFirst(1, invalid);
    try {
      await expect(counter.add()).rejects.toThrow('too big');
      expect(database.calls()).toBe(1);
    } finally {
      database.restore();
    }
    expect(await counter.read()).toBe(0);
  });

  it('runs two at once on one document without losing either', async () => {
    const counter = await counterAt(path('two'));
    await Promise.all([counter.add(), counter.add()]);
    expect(await counter.read()).toBe(2);
  });
});
