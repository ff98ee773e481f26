// Households in memory, run as the server runs every command (guardedCommand: ACCESS, then the
// command): who may make, join, change and leave one, and who may touch its money.
import { toCentavos, type Role } from '@pitaka/domain';
import { MemoryStore } from '../memory/memory-store';
import { jobPort } from '../port/job';
import { onceByKey } from '../port/once-by-key';
import { householdSpace, paths, personalSpace, type Space } from '../port/paths';
import type { Actor } from '../port/port';
import { runIn } from '../port/run';
import { rebuildSummaries } from '../jobs/rebuild-summaries';
import { importStatement } from '../jobs/statement-imports';
import { deleteHousehold } from '../jobs/delete-household';
import { guardedCommand, type CommandName, type InputOf, type OutputOf } from './by-name';
import { at as manila } from '../../testing/at';

const NOW = manila(2026, 11, 28, 9);
const FAMILY = 'Dela Cruz family';

const person = (uid: string, emailVerified = true): Actor => ({ uid, email: `${uid}@example.com`, emailVerified });
const ana = person('ana');
const ben = person('ben');
const carla = person('carla');

function world() {
  const store = new MemoryStore();
  let ids = 0;
  const run = <N extends CommandName>(actor: Actor, space: Space, name: N, input: InputOf<N>) =>
    runIn((body) => store.transaction(body), guardedCommand(name), input, {
      space,
      actor,
      now: NOW,
      newId: () => `id${String(++ids).padStart(4, '0')}`,
    }) as Promise<OutputOf<N>>;
  const own = (actor: Actor) => personalSpace(actor.uid);
  /** Everything stored, to show a refusal wrote nothing. */
  const everything = () => store.snapshot();

  /** Ana's household, with Ben and Carla in it by invitation as `roles` say (an id and its space). */
  async function family(roles: { ben?: Role; carla?: Role } = {}) {
    const { householdId } = await run(ana, own(ana), 'createHousehold', { name: `  ${FAMILY} ` });
    const space = householdSpace(householdId);
    for (const [actor, role] of [
      [ben, roles.ben],
      [carla, roles.carla],
    ] as const) {
      if (!role) continue;
      const { inviteId } = await run(ana, space, 'inviteMember', { email: actor.email ?? '', role });
      await run(actor, own(actor), 'acceptInvite', { householdId, inviteId });
    }
    const { id: accountId } = await run(ana, space, 'createAccount', {
      name: 'Family GCash',
      type: 'ewallet',
      initialBalance: toCentavos(5000),
    });
    return { householdId, space, at: paths(space), accountId };
  }

  const expense = (accountId: string, pesos = 150) => ({
    type: 'expense' as const,
    amount: toCentavos(pesos),
    description: 'Rice',
    category: 'Food',
    accountId,
    date: NOW,
  });

  return { store, run, own, family, expense, everything };
}

describe('making a household', () => {
  it('makes its maker the owner; its books start empty, in the maker’s currency, summaries complete', async () => {
    const w = world();
    const { at, space } = await w.family();
    expect(w.store.read(at.household.path)).toMatchObject({ name: FAMILY, currency: 'PHP', createdBy: 'ana' });
    expect(w.store.read(at.member('ana').path)).toMatchObject({ uid: 'ana', role: 'owner', email: 'ana@example.com' });
    expect(w.store.read(at.ledgerSummary().path)).toMatchObject({ complete: true });
    expect(space.root).toBe(`households/${space.id}`);
  });

  it('refuses a blank or long name, writing nothing', async () => {
    const w = world();
    await expect(w.run(ana, w.own(ana), 'createHousehold', { name: '   ' })).rejects.toThrow(
      'Household name is required',
    );
    await expect(w.run(ana, w.own(ana), 'createHousehold', { name: 'x'.repeat(61) })).rejects.toThrow(
      'Household name must be 60 characters or fewer',
    );
    expect(w.everything()).toEqual({});
  });
});

describe('invitations', () => {
  it('are accepted only by the invited e-mail address, verified, once', async () => {
    const w = world();
    const { householdId, space, at } = await w.family();
    const { inviteId } = await w.run(ana, space, 'inviteMember', { email: ' Ben@Example.com ', role: 'editor' });
    expect(w.store.read(at.invite(inviteId).path)).toMatchObject({
      email: 'ben@example.com',
      householdId,
      householdName: FAMILY,
      invitedBy: 'ana',
    });

    await expect(w.run(carla, w.own(carla), 'acceptInvite', { householdId, inviteId })).rejects.toMatchObject({
      code: 'refused',
      message: 'This invitation is for ben@example.com. Sign in with that e-mail address to accept it.',
    });
    const unverified = person('ben', false);
    await expect(w.run(unverified, w.own(ben), 'acceptInvite', { householdId, inviteId })).rejects.toThrow(
      'Verify your e-mail address (ben@example.com) to accept this invitation',
    );
    expect(w.store.ids(at.members.path)).toEqual(['ana']);

    await w.run(ben, w.own(ben), 'acceptInvite', { householdId, inviteId });
    expect(w.store.read(at.member('ben').path)).toMatchObject({ role: 'editor', addedBy: 'ana' });
    expect(w.store.ids(at.invites.path)).toEqual([]);
    await expect(w.run(ben, w.own(ben), 'acceptInvite', { householdId, inviteId })).rejects.toMatchObject({
      code: 'not-found',
      message: 'This invitation no longer exists',
    });
  });

  it('cannot be made up: nobody joins without one, whatever they send', async () => {
    const w = world();
    const { householdId } = await w.family();
    await expect(
      w.run(carla, w.own(carla), 'acceptInvite', { householdId, inviteId: 'made-up' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    // Running a household's command in it without being a member is refused before it runs.
    await expect(
      w.run(carla, householdSpace(householdId), 'acceptInvite', { householdId, inviteId: 'made-up' }),
    ).rejects.toThrow('This can only be done in your own books');
    // Running in someone else's own books is not a thing the server does.
    await expect(w.run(carla, w.own(ana), 'createHousehold', { name: 'Mine now' })).rejects.toMatchObject({
      code: 'unexpected',
    });
  });

  it('are declined by the invited person only, and taken back by an owner', async () => {
    const w = world();
    const { householdId, space, at } = await w.family();
    const first = await w.run(ana, space, 'inviteMember', { email: 'ben@example.com', role: 'viewer' });
    await expect(
      w.run(carla, w.own(carla), 'declineInvite', { householdId, inviteId: first.inviteId }),
    ).rejects.toMatchObject({ code: 'refused' });
    await w.run(ben, w.own(ben), 'declineInvite', { householdId, inviteId: first.inviteId });
    const second = await w.run(ana, space, 'inviteMember', { email: 'carla@example.com', role: 'viewer' });
    await w.run(ana, space, 'cancelInvite', { inviteId: second.inviteId });
    expect(w.store.ids(at.invites.path)).toEqual([]);
    expect(w.store.ids(at.members.path)).toEqual(['ana']);
  });

  it('refuse a member or an open invitation twice, a bad address or role, and a twenty-first person', async () => {
    const w = world();
    const { space } = await w.family({ ben: 'editor' });
    const invite = (email: string, role: Role | string = 'viewer') =>
      w.run(ana, space, 'inviteMember', { email, role: role as Role });
    await expect(invite('BEN@example.com')).rejects.toThrow(`ben@example.com is already a member of ${FAMILY}`);
    await invite('dan@example.com');
    await expect(invite('dan@example.com', 'editor')).rejects.toThrow(
      `dan@example.com is already invited to ${FAMILY}`,
    );
    await expect(invite('not an address')).rejects.toThrow('Enter a valid e-mail address');
    await expect(invite('eve@example.com', 'admin')).rejects.toThrow('Choose a role: owner, editor or viewer');
    for (let i = 0; i < 17; i += 1) await invite(`guest${i}@example.com`); // 2 members + 18 invitations
    await expect(invite('one-too-many@example.com')).rejects.toThrow(
      'A household has at most 20 members and invitations',
    );
  });
});

describe('roles', () => {
  it('let an editor move money and not members; a viewer only read; an owner everything', async () => {
    const w = world();
    const { space, at, accountId } = await w.family({ ben: 'editor', carla: 'viewer' });
    await w.run(ben, space, 'addTransaction', w.expense(accountId));
    expect(w.store.read(at.account(accountId).path)?.['balance']).toBe(4850);

    const before = w.everything();
    await expect(w.run(carla, space, 'addTransaction', w.expense(accountId))).rejects.toMatchObject({
      code: 'refused',
      message: `You can view ${FAMILY} but not change it: ask an owner to make you an editor`,
    });
    await expect(w.run(ben, space, 'changeRole', { uid: 'carla', role: 'editor' })).rejects.toThrow(
      `Only an owner of ${FAMILY} can manage its members`,
    );
    await expect(w.run(carla, space, 'inviteMember', { email: 'x@example.com', role: 'owner' })).rejects.toThrow(
      `Only an owner of ${FAMILY} can manage its members`,
    );
    await expect(w.run(ben, space, 'removeMember', { uid: 'carla' })).rejects.toMatchObject({ code: 'refused' });
    expect(w.everything()).toEqual(before);

    await w.run(ana, space, 'changeRole', { uid: 'carla', role: 'editor' });
    await w.run(carla, space, 'addTransaction', w.expense(accountId));
    expect(w.store.read(at.account(accountId).path)?.['balance']).toBe(4700);
  });

  it('keep an owner: the last one cannot step down, be removed or leave; another owner can take over', async () => {
    const w = world();
    const { space, at } = await w.family({ ben: 'editor' });
    const lastOwner = `You are the last owner of ${FAMILY}: make another member an owner first`;
    await expect(w.run(ana, space, 'changeRole', { uid: 'ana', role: 'editor' })).rejects.toThrow(lastOwner);
    await expect(w.run(ana, space, 'removeMember', { uid: 'ana' })).rejects.toThrow(lastOwner);
    await expect(w.run(ana, space, 'leaveHousehold', {})).rejects.toThrow(lastOwner);

    await w.run(ana, space, 'changeRole', { uid: 'ben', role: 'owner' });
    await w.run(ana, space, 'leaveHousehold', {});
    expect(w.store.ids(at.members.path)).toEqual(['ben']);
    expect(w.store.read(at.member('ben').path)).toMatchObject({ role: 'owner' });
  });

  it('end at once: a removed member, and one who left, are refused their next write', async () => {
    const w = world();
    const { space, accountId } = await w.family({ ben: 'editor', carla: 'editor' });
    await w.run(ana, space, 'removeMember', { uid: 'ben' });
    await w.run(carla, space, 'leaveHousehold', {});
    const before = w.everything();
    for (const gone of [ben, carla]) {
      await expect(w.run(gone, space, 'addTransaction', w.expense(accountId))).rejects.toMatchObject({
        code: 'no-access',
        message: `You no longer have access to ${FAMILY}`,
      });
    }
    await expect(w.run(ana, space, 'removeMember', { uid: 'ben' })).rejects.toThrow(
      `That person is no longer a member of ${FAMILY}`,
    );
    expect(w.everything()).toEqual(before);
  });

  it('refuse a stranger every command in the household, and the person’s own commands there', async () => {
    const w = world();
    const { space, accountId } = await w.family();
    const stranger = person('mallory');
    const before = w.everything();
    await expect(w.run(stranger, space, 'addTransaction', w.expense(accountId))).rejects.toMatchObject({
      code: 'no-access',
    });
    await expect(
      w.run(stranger, space, 'inviteMember', { email: 'mallory@example.com', role: 'owner' }),
    ).rejects.toMatchObject({
      code: 'no-access',
    });
    await expect(w.run(stranger, space, 'leaveHousehold', {})).rejects.toMatchObject({ code: 'no-access' });
    await expect(w.run(ana, space, 'saveLanguage', { language: 'fil', chosenAt: NOW })).rejects.toThrow(
      'This can only be done in your own books',
    );
    expect(w.everything()).toEqual(before);
  });
});

describe('who did it', () => {
  it('each money document names who made it and who last changed it, whatever the input says', async () => {
    const w = world();
    const { space, at, accountId } = await w.family({ ben: 'editor' });
    const forged = { ...w.expense(accountId), createdBy: 'mallory', updatedBy: 'mallory' };
    const { id } = await w.run(ben, space, 'addTransaction', forged);
    expect(w.store.read(at.transaction(id).path)).toMatchObject({ createdBy: 'ben', updatedBy: 'ben' });
    expect(w.store.read(at.account(accountId).path)).toMatchObject({ createdBy: 'ana', updatedBy: 'ben' });

    await w.run(ana, space, 'editTransaction', { transactionId: id, ...w.expense(accountId, 200) });
    expect(w.store.read(at.transaction(id).path)).toMatchObject({ createdBy: 'ben', updatedBy: 'ana', amount: 200 });
  });

  it("is not written in a person's own books", async () => {
    const w = world();
    const { id } = await w.run(ana, w.own(ana), 'createAccount', { name: 'Cash', type: 'cash', initialBalance: null });
    const stored = w.store.read(paths(w.own(ana)).account(id).path);
    expect(stored).not.toHaveProperty('createdBy');
    expect(stored).not.toHaveProperty('updatedBy');
  });
});

describe('two members paying the same row at once', () => {
  it('make one payment; the second is told who recorded it, and the row names its payer', async () => {
    const w = world();
    const { space, at, accountId } = await w.family({ ben: 'editor' });
    const { id: debtId } = await w.run(ana, space, 'createDebt', {
      type: 'owe',
      name: 'Laptop',
      counterpartyName: 'Tito',
      totalAmount: toCentavos(1000),
      paymentType: 'single',
      dueDate: NOW,
    });
    const pay = (actor: Actor) =>
      w.run(actor, space, 'markRows', {
        schedule: { kind: 'debt-payment', id: debtId },
        keys: [0],
        source: { kind: 'account', accountId },
      });
    const [first, second] = await Promise.allSettled([pay(ben), pay(ana)]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { code: 'refused', message: 'Already recorded by ben@example.com: it was not recorded twice' },
    });
    expect(w.store.read(at.debt(debtId).path)).toMatchObject({ paymentSchedule: [{ isPaid: true, paidBy: 'ben' }] });
    expect(w.store.read(at.account(accountId).path)).toMatchObject({ balance: 4000 });

    // Their own second try gets the schedule's usual refusal; unmarked, the row forgets its payer.
    await expect(pay(ben)).rejects.not.toThrow(/recorded by/);
    await w.run(ana, space, 'unmarkRows', { schedule: { kind: 'debt-payment', id: debtId }, keys: [0] });
    expect(w.store.read(at.debt(debtId).path)).toMatchObject({ paymentSchedule: [{ isPaid: false }] });
    expect(w.store.read(at.debt(debtId).path)?.['paymentSchedule']).not.toContainEqual(
      expect.objectContaining({ paidBy: expect.anything() }),
    );
  });

  it("name no payer in a person's own books", async () => {
    const w = world();
    const { id: accountId } = await w.run(ana, w.own(ana), 'createAccount', {
      name: 'Cash',
      type: 'cash',
      initialBalance: toCentavos(500),
    });
    const { id: debtId } = await w.run(ana, w.own(ana), 'createDebt', {
      type: 'owed',
      name: 'Phone',
      counterpartyName: 'Jose',
      totalAmount: toCentavos(300),
      paymentType: 'single',
      dueDate: NOW,
    });
    await w.run(ana, w.own(ana), 'markRows', {
      schedule: { kind: 'debt-payment', id: debtId },
      keys: [0],
      source: { kind: 'account', accountId },
    });
    const stored = w.store.read(paths(w.own(ana)).debt(debtId).path);
    expect(stored).toMatchObject({ paymentSchedule: [{ isPaid: true }] });
    expect((stored?.['paymentSchedule'] as object[])[0]).not.toHaveProperty('paidBy');
  });
});

describe('the activity', () => {
  it('records each change with who, which command, its amount and subject; a refusal records nothing', async () => {
    const w = world();
    const { space, at, accountId } = await w.family({ ben: 'editor', carla: 'viewer' });
    const entries = () =>
      Object.values(w.store.collection(at.activity.path)).map((e) => [
        e['by'],
        e['command'],
        e['amount'],
        e['subject'],
      ]);
    const before = entries();
    expect(before).toEqual([
      ['ana', 'inviteMember', undefined, 'ben@example.com'],
      ['ana', 'inviteMember', undefined, 'carla@example.com'],
      ['ana', 'createAccount', 5000, 'Family GCash'],
    ]);
    await w.run(ben, space, 'addTransaction', w.expense(accountId, 150));
    await expect(w.run(carla, space, 'addTransaction', w.expense(accountId))).rejects.toMatchObject({
      code: 'refused',
    });
    await expect(w.run(ben, space, 'addTransaction', w.expense(accountId, 999_999))).rejects.toThrow(
      'Insufficient funds in Family GCash',
    );
    await w.run(carla, space, 'markActivitySeen', {});
    expect(entries()).toEqual([...before, ['ben', 'addTransaction', 150, 'Rice']]);
    expect(w.store.read(at.member('carla').path)?.['seenActivityAt']).toEqual(NOW);
  });
});

describe('keys and jobs in a household', () => {
  it('keep a command’s receipt in the caller’s own books', async () => {
    const w = world();
    const { space, accountId } = await w.family({ ben: 'editor' });
    const key = 'k-household-0123456789';
    const add = onceByKey('addTransaction', guardedCommand('addTransaction'));
    const send = () =>
      runIn(
        (body) => w.store.transaction(body),
        add,
        { key, input: w.expense(accountId) },
        { space, actor: ben, now: NOW },
      );
    const first = await send();
    await expect(send()).resolves.toEqual(first);
    expect(w.store.read(paths(personalSpace('ben')).commandReceipt(key).path)).toMatchObject({
      command: 'addTransaction',
    });
    expect(w.store.ids(paths(space).commandReceipts.path)).toEqual([]);
  });

  it('check the role at every commit: a viewer may rebuild the figures but not import', async () => {
    const w = world();
    const { space, accountId } = await w.family({ carla: 'viewer' });
    const port = (actor: Actor, access: 'member' | 'editor') =>
      jobPort(w.store.jobs, { space, actor, access, now: () => NOW, log: () => undefined });
    await expect(rebuildSummaries(port(carla, 'member'))).resolves.toBeUndefined();
    const input = {
      importId: 'import-1',
      accountId,
      fileName: 'gcash.csv',
      rows: [],
      mapping: {
        header: ['Date'],
        mapping: {
          date: 'Date',
          description: 'Date',
          amount: { kind: 'signed' as const, amount: 'Date' },
          category: null,
        },
        dayOrder: 'month-first' as const,
      },
    };
    await expect(importStatement(port(carla, 'editor'), input)).rejects.toThrow(
      `You can view ${FAMILY} but not change it: ask an owner to make you an editor`,
    );
  });
});

describe('deleting a household', () => {
  it('takes the name typed exactly, from an owner only, and leaves no document behind', async () => {
    const w = world();
    const { space, householdId, accountId } = await w.family({ ben: 'editor', carla: 'viewer' });
    await w.run(ben, space, 'addTransaction', w.expense(accountId));
    await w.run(ana, space, 'inviteMember', { email: 'dan@example.com', role: 'viewer' });
    const port = (actor: Actor) =>
      jobPort(w.store.jobs, { space, actor, access: 'owner', now: () => NOW, log: () => undefined });
    const before = w.everything();
    await expect(deleteHousehold(port(ben), { name: FAMILY })).rejects.toThrow(
      `Only an owner of ${FAMILY} can manage its members`,
    );
    await expect(deleteHousehold(port(ana), { name: 'Dela Cruz' })).rejects.toThrow(
      "Type the household's name exactly to delete it",
    );
    expect(w.everything()).toEqual(before);

    // Two transactions (the opening income, Ben's rice), the account, the ledger and month
    // summaries, and the activity (two invitations, the account, the rice, the third invitation).
    await expect(deleteHousehold(port(ana), { name: ` ${FAMILY} ` })).resolves.toMatchObject({ deleted: 10 });
    const left = Object.keys(w.everything()).filter((path) => path.startsWith(`households/${householdId}`));
    expect(left).toEqual([]);
    // Its members' own books keep what is theirs (the receipts of their commands are none here).
    await expect(w.run(ben, space, 'addTransaction', w.expense(accountId))).rejects.toMatchObject({
      code: 'no-access',
    });
  });

  it('goes on from where it stopped when cut off', async () => {
    const w = world();
    const { space, householdId, accountId } = await w.family({ ben: 'editor' });
    for (let i = 0; i < 3; i += 1) await w.run(ben, space, 'addTransaction', w.expense(accountId, 10 + i));
    let commits = 0;
    const cut = {
      ...w.store.jobs,
      transaction: <T>(body: Parameters<typeof w.store.jobs.transaction<T>>[0]) =>
        ++commits > 2 ? Promise.reject(new Error('the function was stopped')) : w.store.jobs.transaction(body),
    };
    const port = (stored = w.store.jobs) =>
      jobPort(stored, { space, actor: ana, access: 'owner', now: () => NOW, log: () => undefined });
    await expect(deleteHousehold(port(cut), { name: FAMILY })).rejects.toThrow('the function was stopped');
    expect(Object.keys(w.everything()).some((path) => path.startsWith(`households/${householdId}/`))).toBe(true);
    await deleteHousehold(port(), { name: FAMILY });
    expect(Object.keys(w.everything()).filter((path) => path.startsWith(`households/${householdId}`))).toEqual([]);
  });
});
