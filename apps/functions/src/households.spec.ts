// Households through the callable, in the Functions emulator with real ID tokens: who gets in
// (only the invited address, verified), what each role may send, and that access ends at once.
import { toCentavos } from '@pitaka/domain';
import { householdSpace, paths, personalSpace, toWire } from '@pitaka/ledger';
import {
  callLedger,
  listIds,
  readStored,
  signUp,
  verifyEmail,
  type CallAnswer,
  type TestUser,
} from './testing/emulators';

const NOW = new Date('2026-11-28T02:00:00Z');
let keys = 0;
const newKey = () => `hh-${Date.now()}-${++keys}-abcdefgh`;

const call = (user: TestUser, command: string, input: unknown, household?: string) =>
  callLedger(user, { command, key: newKey(), input: toWire(input), ...(household === undefined ? {} : { household }) });

function resultOf<T>(answer: CallAnswer): T {
  if (answer.status !== 200) throw new Error(`the call failed: ${JSON.stringify(answer.error)}`);
  return answer.result as T;
}

const expense = (accountId: string) =>
  ({ type: 'expense', amount: toCentavos(150), description: 'Rice', category: 'Food', accountId, date: NOW }) as const;

/** Ana's household with an account; Ben invited as an editor and Carla as a viewer, both joined. */
async function family() {
  const ana = await signUp('ana');
  const { householdId } = resultOf<{ householdId: string }>(
    await call(ana, 'createHousehold', { name: 'Dela Cruz family' }),
  );
  const { id: accountId } = resultOf<{ id: string }>(
    await call(
      ana,
      'createAccount',
      { name: 'Family GCash', type: 'ewallet', initialBalance: toCentavos(5000) },
      householdId,
    ),
  );
  const join = async (label: string, role: 'editor' | 'viewer') => {
    const person = await verifyEmail(await signUp(label));
    const { inviteId } = resultOf<{ inviteId: string }>(
      await call(ana, 'inviteMember', { email: person.email, role }, householdId),
    );
    resultOf(await call(person, 'acceptInvite', { householdId, inviteId }));
    return person;
  };
  const ben = await join('ben', 'editor');
  const carla = await join('carla', 'viewer');
  const at = paths(householdSpace(householdId));
  const balance = async () => (await readStored(at.account(accountId).path))?.['balance'];
  return { ana, ben, carla, householdId, accountId, at, balance };
}

describe('a household through the callable', () => {
  it('lets in only the invited address, verified', async () => {
    const ana = await signUp('inviter');
    const { householdId } = resultOf<{ householdId: string }>(await call(ana, 'createHousehold', { name: 'Santos' }));
    const ben = await signUp('invitee');
    const { inviteId } = resultOf<{ inviteId: string }>(
      await call(ana, 'inviteMember', { email: ben.email.toUpperCase(), role: 'editor' }, householdId),
    );
    const at = paths(householdSpace(householdId));

    const unverified = await call(ben, 'acceptInvite', { householdId, inviteId });
    expect(unverified.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `Verify your e-mail address (${ben.email}) to accept this invitation`,
    });
    const someoneElse = await verifyEmail(await signUp('link-holder'));
    const wrong = await call(someoneElse, 'acceptInvite', { householdId, inviteId });
    expect(wrong.error?.message).toBe(
      `This invitation is for ${ben.email}. Sign in with that e-mail address to accept it.`,
    );
    expect(await listIds(at.members.path)).toEqual([ana.uid]);

    const verified = await verifyEmail(ben);
    expect((await call(verified, 'acceptInvite', { householdId, inviteId })).status).toBe(200);
    expect((await listIds(at.members.path)).sort()).toEqual([ana.uid, ben.uid].sort());
    expect(await readStored(at.member(ben.uid).path)).toMatchObject({ role: 'editor', email: ben.email });
  });

  it('takes money from an editor, refuses a viewer and a stranger, and members from an owner only', async () => {
    const f = await family();
    expect((await call(f.ben, 'addTransaction', expense(f.accountId), f.householdId)).status).toBe(200);
    expect(await f.balance()).toBe('4850');

    const viewer = await call(f.carla, 'addTransaction', expense(f.accountId), f.householdId);
    expect(viewer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'You can view Dela Cruz family but not change it: ask an owner to make you an editor',
    });
    const editor = await call(f.ben, 'changeRole', { uid: f.carla.uid, role: 'editor' }, f.householdId);
    expect(editor.error?.message).toBe('Only an owner of Dela Cruz family can manage its members');
    const stranger = await signUp('stranger');
    const refused = await call(stranger, 'addTransaction', expense(f.accountId), f.householdId);
    expect(refused.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'You no longer have access to Dela Cruz family',
      details: { code: 'no-access' },
    });
    expect(await f.balance()).toBe('4850');
    expect(await listIds(f.at.transactions.path)).toHaveLength(2); // the opening income, Ben's rice
  });

  it('pays a week once when two members pay it at the same moment, and tells the second who did', async () => {
    const f = await family();
    const { id: paluwaganId } = resultOf<{ id: string }>(
      await call(
        f.ana,
        'createPaluwagan',
        {
          name: 'Office Paluwagan',
          organizer: 'Aling Nena',
          description: '',
          startDate: NOW,
          totalNumbers: 10,
          amountPerNumber: toCentavos(500),
          selectedNumbers: [1],
        },
        f.householdId,
      ),
    );
    const pay = (user: TestUser) =>
      call(
        user,
        'markRows',
        {
          schedule: { kind: 'paluwagan-week', id: paluwaganId },
          keys: [1],
          source: { kind: 'account', accountId: f.accountId },
        },
        f.householdId,
      );
    const answers = await Promise.all([pay(f.ana), pay(f.ben)]);
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    const payer = answers[0].status === 200 ? f.ana : f.ben;
    expect(answers.find((a) => a.status !== 200)?.error?.message).toBe(
      `Already recorded by ${payer.email}: it was not recorded twice`,
    );
    expect(await f.balance()).toBe('4500');
    const weeks = (await readStored(f.at.paluwagan(paluwaganId).path))?.['weeklyPayments'] as {
      values: { mapValue: { fields: Record<string, unknown> } }[];
    };
    expect(weeks.values[0].mapValue.fields).toMatchObject({
      isPaid: { booleanValue: true },
      paidBy: { stringValue: payer.uid },
    });
  });

  it('refuses a removed member at their next write', async () => {
    const f = await family();
    expect((await call(f.ana, 'removeMember', { uid: f.ben.uid }, f.householdId)).status).toBe(200);
    const after = await call(f.ben, 'addTransaction', expense(f.accountId), f.householdId);
    expect(after.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { code: 'no-access' } });
    expect(await f.balance()).toBe('5000');
  });

  it('deletes a household for its owner who typed its name, leaving no document behind', async () => {
    const f = await family();
    expect((await call(f.ben, 'addTransaction', expense(f.accountId), f.householdId)).status).toBe(200);
    const byEditor = await call(f.ben, 'deleteHousehold', { name: 'Dela Cruz family' }, f.householdId);
    expect(byEditor.error?.message).toBe('Only an owner of Dela Cruz family can manage its members');
    const misspelt = await call(f.ana, 'deleteHousehold', { name: 'Dela Cruz' }, f.householdId);
    expect(misspelt.error?.message).toBe("Type the household's name exactly to delete it");
    expect((await call(f.ana, 'deleteHousehold', { name: 'Dela Cruz family' }, f.householdId)).status).toBe(200);

    const left = await Promise.all(
      [f.at.accounts, f.at.transactions, f.at.summaries, f.at.members, f.at.invites].map((col) => listIds(col.path)),
    );
    expect(left.flat()).toEqual([]);
    expect(await readStored(f.at.household.path)).toBeNull();
    const after = await call(f.ben, 'addTransaction', expense(f.accountId), f.householdId);
    expect(after.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { code: 'no-access' } });
  });

  it("runs nothing of a person's own in a household, and reads the household's id strictly", async () => {
    const f = await family();
    const language = await call(f.ana, 'saveLanguage', { language: 'fil', chosenAt: NOW }, f.householdId);
    expect(language.error?.message).toBe('This can only be done in your own books');
    const bad = await call(f.ana, 'addTransaction', expense(f.accountId), 'a/b');
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect(await listIds(paths(personalSpace(f.ana.uid)).transactions.path)).toEqual([]);
  });
});
