import type { DataApi, MyHousehold } from '@pitaka/data';
import { toCentavos, type Invite, type Member } from '@pitaka/domain';
import { TEST_USER, createFakeSession } from '@pitaka/platform/testing';
import { renderPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HouseholdPage } from './household-page';
import { HouseholdsPage } from './households-page';
import { ActivityPage } from './activity-page';
import { SpaceStrip } from './space-switcher';
import { SpaceChoiceProvider } from './space-choice';

const CREATED = new Date('2026-11-28T01:00:00Z');
const INVITE: Invite = {
  id: 'inv1',
  householdId: 'h2',
  householdName: 'Santos',
  email: TEST_USER.email ?? '',
  role: 'viewer',
  invitedBy: 'ana',
  invitedByEmail: 'ana@example.com',
  createdAt: CREATED,
};
const FAMILY = { id: 'h1', name: 'Dela Cruz family', role: 'owner' as const, currency: 'PHP' as const };
const member = (uid: string, email: string, role: Member['role']): Member => ({
  uid,
  email,
  role,
  joinedAt: CREATED,
  addedBy: 'u1',
});

const inSpaces = (page: ReactElement) => <SpaceChoiceProvider>{page}</SpaceChoiceProvider>;
const remembered = () => JSON.parse(localStorage.getItem(`pitaka.space.${TEST_USER.uid}`) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('/households', () => {
  it('shows the invitations and the households with their roles, and makes a new one', async () => {
    const mine: MyHousehold[] = [FAMILY];
    const { user, api, location, container } = renderPage(inSpaces(<HouseholdsPage />), {
      api: {
        getUserProfile: async () => ({ email: TEST_USER.email ?? '', currency: 'USD', setupComplete: true }),
        listMyHouseholds: async () => [...mine],
        listMyInvites: async () => [INVITE],
        createHousehold: async () => {
          mine.push({ id: 'h3', name: 'Reyes family', role: 'owner', currency: 'USD' });
          return { householdId: 'h3' };
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Households' })).toBeInTheDocument();
    const invitation = await screen.findByRole('article', { name: 'Santos' });
    expect(invitation).toHaveTextContent('ana@example.com invited you to Santos as Viewer.');
    expect(invitation).toHaveTextContent(`To accept, verify your e-mail address ${TEST_USER.email} first.`);
    expect(within(invitation).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const yours = screen.getByRole('region', { name: 'Your households' });
    expect(await within(yours).findByRole('heading', { name: 'Dela Cruz family' })).toBeInTheDocument();
    expect(within(yours).getByText('Owner')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    const create = screen.getByRole('region', { name: 'New household' });
    await user.click(within(create).getByRole('button', { name: 'Create household' }));
    expect(await within(create).findByText('Household name is required')).toBeInTheDocument();
    expect(api.createHousehold).not.toHaveBeenCalled();
    await user.type(within(create).getByLabelText('Household name'), '  Reyes family ');
    await user.click(within(create).getByRole('button', { name: 'Create household' }));
    await waitFor(() => expect(location()).toBe('/households/h3'));
    expect(api.createHousehold).toHaveBeenCalledWith(expect.anything(), { name: 'Reyes family' });
    // Made in its maker's currency, and shown in it from the start.
    expect(remembered()).toEqual({ id: 'h3', name: 'Reyes family', role: 'owner', currency: 'USD' });
    // Once the memberships are read again, the household made is among them: it stays chosen.
    await waitFor(() => expect(api.listMyHouseholds.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(remembered()).toEqual({ id: 'h3', name: 'Reyes family', role: 'owner', currency: 'USD' });
    expect(screen.queryByText(/no longer have access/)).not.toBeInTheDocument();
  });

  it('drops a remembered household the person is no longer in, and says so', async () => {
    localStorage.setItem(
      `pitaka.space.${TEST_USER.uid}`,
      JSON.stringify({ id: 'gone', name: 'Old family', role: 'editor' }),
    );
    renderPage(inSpaces(<HouseholdsPage />), {
      api: { listMyHouseholds: async () => [FAMILY], listMyInvites: async () => [] },
    });
    expect(await screen.findByText('You no longer have access to Old family')).toBeInTheDocument();
    expect(remembered()).toBeNull();
  });

  it('reads the memberships again when the person comes back to the tab with a household chosen', async () => {
    localStorage.setItem(`pitaka.space.${TEST_USER.uid}`, JSON.stringify(FAMILY));
    const { api } = renderPage(inSpaces(<HouseholdsPage />), {
      api: { listMyHouseholds: async () => [FAMILY], listMyInvites: async () => [] },
    });
    await waitFor(() => expect(api.listMyHouseholds).toHaveBeenCalledTimes(1));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(api.listMyHouseholds).toHaveBeenCalledTimes(2));
  });

  it('sends the verification e-mail, and once verified accepts and opens the household', async () => {
    const mine: { id: string; name: string; role: 'viewer'; currency: 'PHP' }[] = [];
    const { user, api, auth, location } = renderPage(inSpaces(<HouseholdsPage />), {
      path: '/households',
      api: {
        listMyHouseholds: async () => [...mine],
        listMyInvites: async () => [INVITE],
        acceptInvite: async () => {
          mine.push({ id: 'h2', name: 'Santos', role: 'viewer', currency: 'PHP' });
          return { householdId: 'h2' };
        },
      },
    });
    const invitation = await screen.findByRole('article', { name: 'Santos' });
    await user.click(within(invitation).getByRole('button', { name: 'Send verification e-mail' }));
    expect(auth.sendVerificationEmail).toHaveBeenCalled();
    expect(await within(invitation).findByText(/Verification e-mail sent/)).toBeInTheDocument();

    await user.click(within(invitation).getByRole('button', { name: 'I have verified it' }));
    expect(await within(invitation).findByText(/not verified yet/)).toBeInTheDocument();
    auth.refreshEmailVerified.mockResolvedValue(true);
    await user.click(within(invitation).getByRole('button', { name: 'I have verified it' }));
    await user.click(await within(invitation).findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.acceptInvite).toHaveBeenCalledWith(expect.anything(), { householdId: 'h2', inviteId: 'inv1' }),
    );
    expect(await screen.findByText('You joined the household')).toBeInTheDocument();
    expect(remembered()).toEqual({ id: 'h2', name: 'Santos', role: 'viewer', currency: 'PHP' });
    expect(location()).toBe('/households');
  });

  it('does not offer to accept an invitation to another address', async () => {
    const session = createFakeSession({ status: 'signedIn', user: { ...TEST_USER, emailVerified: true } });
    renderPage(inSpaces(<HouseholdsPage />), {
      session,
      api: {
        listMyHouseholds: async () => [],
        listMyInvites: async () => [{ ...INVITE, email: 'someone@example.com' }],
      },
    });
    const invitation = await screen.findByRole('article', { name: 'Santos' });
    expect(invitation).toHaveTextContent('This invitation is for someone@example.com.');
    expect(within(invitation).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});

describe('/households/{id}', () => {
  const members = [member('u1', TEST_USER.email ?? '', 'owner'), member('b', 'ben@example.com', 'editor')];
  /** Its page for the owner of FAMILY, with these answers beside the reads it makes. */
  const renderHousehold = (answers: Partial<DataApi> = {}) =>
    renderPage(inSpaces(<HouseholdPage />), {
      path: '/households/h1',
      route: '/households/:householdId',
      api: {
        listMyHouseholds: async () => [FAMILY],
        listMembers: async () => members,
        listHouseholdInvites: async () => [],
        ...answers,
      },
    });

  it('lets an owner change a role, remove a member and invite with a link to send', async () => {
    const { user, api, container } = renderHousehold({
      changeRole: async () => undefined,
      removeMember: async () => undefined,
      inviteMember: async () => ({ inviteId: 'inv9' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dela Cruz family' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Members' });
    expect(await within(list).findByText(`${TEST_USER.email} (you)`)).toBeInTheDocument();
    await user.selectOptions(within(list).getByLabelText('Role of ben@example.com'), 'viewer');
    await waitFor(() =>
      expect(api.changeRole).toHaveBeenCalledWith(expect.objectContaining({ household: 'h1' }), {
        uid: 'b',
        role: 'viewer',
      }),
    );
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.removeMember).toHaveBeenCalledWith(expect.anything(), { uid: 'b' }));

    const invite = screen.getByRole('region', { name: 'Invite someone' });
    await user.type(within(invite).getByLabelText('E-mail address'), 'not-an-address');
    await user.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(await within(invite).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.clear(within(invite).getByLabelText('E-mail address'));
    await user.type(within(invite).getByLabelText('E-mail address'), 'Carla@Example.com');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'viewer');
    await user.click(within(invite).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(api.inviteMember).toHaveBeenCalledWith(expect.objectContaining({ household: 'h1' }), {
        email: 'carla@example.com',
        role: 'viewer',
      }),
    );
    expect(await within(invite).findByRole('link', { name: /\/invite\/h1\/inv9$/ })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('lets an owner delete the household once its name is typed', async () => {
    localStorage.setItem(`pitaka.space.${TEST_USER.uid}`, JSON.stringify(FAMILY));
    const { user, api, location } = renderHousehold({ deleteHousehold: async () => undefined });
    const zone = await screen.findByRole('region', { name: 'Delete household' });
    const button = within(zone).getByRole('button', { name: 'Delete household' });
    expect(button).toBeDisabled();
    await user.type(within(zone).getByLabelText(`Type ${FAMILY.name} to confirm`), 'Dela Cruz');
    expect(button).toBeDisabled();
    await user.type(within(zone).getByLabelText(`Type ${FAMILY.name} to confirm`), ' family');
    await user.click(button);
    await waitFor(() => expect(location()).toBe('/households'));
    expect(api.deleteHousehold).toHaveBeenCalledWith(expect.objectContaining({ household: 'h1' }), {
      name: FAMILY.name,
    });
    expect(remembered()).toBeNull();
  });

  it('shows a viewer the members without any control but leaving', async () => {
    renderPage(inSpaces(<HouseholdPage />), {
      path: '/households/h1',
      route: '/households/:householdId',
      api: {
        listMyHouseholds: async () => [{ ...FAMILY, role: 'viewer' }],
        listMembers: async () => [
          member('a', 'ana@example.com', 'owner'),
          member('u1', TEST_USER.email ?? '', 'viewer'),
        ],
        listHouseholdInvites: async () => [],
      },
    });
    const list = await screen.findByRole('region', { name: 'Members' });
    expect(await within(list).findByText('ana@example.com')).toBeInTheDocument();
    expect(within(list).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete household' })).not.toBeInTheDocument();
  });
});

describe('/activity', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 1, minutes));
  const members = [
    { ...member('u1', TEST_USER.email ?? '', 'owner'), seenActivityAt: at(10) },
    member('b', 'ben@example.com', 'editor'),
  ];
  const entries = [
    { id: 'e3', by: 'b', command: 'addTransaction', at: at(20), amount: toCentavos(250), subject: 'Eggs' },
    { id: 'e2', by: 'u1', command: 'createAccount', at: at(15), amount: toCentavos(5000), subject: 'Family GCash' },
    { id: 'e1', by: 'b', command: 'somethingNew', at: at(5) },
  ];

  it("lists the household's changes, marks others' new ones, and marks them seen", async () => {
    localStorage.setItem(`pitaka.space.${TEST_USER.uid}`, JSON.stringify(FAMILY));
    const { api, container } = renderPage(
      inSpaces(
        <>
          <SpaceStrip />
          <ActivityPage />
        </>,
      ),
      {
        api: {
          listMyHouseholds: async () => [FAMILY],
          listMembers: async () => members,
          listActivity: async () => entries,
          countNewActivity: async () => 1,
          markActivitySeen: async () => undefined,
        },
      },
    );
    expect(await screen.findByRole('link', { name: '1 new change' })).toHaveAttribute('href', '/activity');
    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('Newben@example.com added a transaction: Eggs · ₱250.00'));
    expect(items[1]).toHaveTextContent('You opened an account: Family GCash · ₱5,000.00');
    expect(items[1]).not.toHaveTextContent('New');
    expect(items[2]).toHaveTextContent('ben@example.com changed something');
    expect(items[2]).not.toHaveTextContent('New');
    await waitFor(() => expect(api.markActivitySeen).toHaveBeenCalledTimes(1));
    expect(api.markActivitySeen).toHaveBeenCalledWith(expect.objectContaining({ household: 'h1' }), {});
    await expectNoSeriousA11yViolations(container);
  });
});
