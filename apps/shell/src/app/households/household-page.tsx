// /households/{id}: a household's members with their roles (an owner changes roles, removes
// members, invites and takes invitations back; the link of an invitation is there to send by
// Messenger or Viber), and leaving it.
import {
  useCancelInvite,
  useChangeRole,
  useDeleteHousehold,
  useForgetHousehold,
  useHouseholdInvites,
  useInviteMember,
  useLeaveHousehold,
  useMembers,
  useMyHouseholds,
  useRemoveMember,
} from '@pitaka/data';
import { HOUSEHOLD, ROLES, validateInvite, type Invite, type Member, type Role } from '@pitaka/domain';
import { useCurrentUser } from '@pitaka/platform';
import { inputProps, LoadView, queryLoadState, reportFailure, useForm, useMessageText } from '@pitaka/remote-kit';
import {
  BackLink,
  Banner,
  Button,
  DangerZone,
  FormActionRow,
  InlineConfirm,
  LoadingState,
  PageHeader,
  SectionCard,
  SectionNote,
  SelectField,
  StackedForm,
  StatusPill,
  TextField,
  visuallyHiddenStyles,
} from '@pitaka/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { NarrowPage, RecordRow, RowList } from './layout';
import { usePageTitle } from '../routing/page-title';
import { useSpaceChoice } from './space-choice';
import { useRoleText } from './space-switcher';

/** A member's role as an owner changes it: the label is for screen readers (the row names the member). */
const RoleChoice = styled.div`
  width: 10rem;
  label {
    ${visuallyHiddenStyles}
  }
`;

/** The link that opens an invitation (the id is its secret). */
export function inviteLink(invite: Pick<Invite, 'householdId' | 'id'>): string {
  return `${window.location.origin}/invite/${encodeURIComponent(invite.householdId)}/${encodeURIComponent(invite.id)}`;
}

function MemberRow({
  householdId,
  member,
  me,
  owner,
  name,
}: {
  householdId: string;
  member: Member;
  me: boolean;
  owner: boolean;
  name: string;
}) {
  const text = useShellText();
  const roleText = useRoleText();
  const say = useMessageText();
  const change = useChangeRole(householdId);
  const remove = useRemoveMember(householdId);
  const roleOptions = ROLES.map((role) => ({ value: role, label: roleText(role) }));
  async function changeTo(role: Role) {
    try {
      await change.mutateAsync({ uid: member.uid, role });
      toast.success(say(HOUSEHOLD.roleChanged));
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.roleFailed), error, 'Changing a role failed');
    }
  }
  async function removeIt() {
    try {
      await remove.mutateAsync({ uid: member.uid });
      toast.success(say(HOUSEHOLD.removed));
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.removeFailed), error, 'Removing a member failed');
    }
  }
  return (
    <RecordRow as="li">
      <span>
        {member.email}
        {me && ` (${text('household.you')})`}
      </span>
      <div>
        {owner && !me ? (
          <>
            <RoleChoice>
              <SelectField
                label={text('household.roleOf', { email: member.email })}
                value={member.role}
                options={roleOptions}
                disabled={change.isPending}
                onChange={(role) => void changeTo(role as Role)}
              />
            </RoleChoice>
            <InlineConfirm
              label={text('household.remove')}
              confirmLabel={text('household.remove')}
              prompt={text('household.removeConfirm', { email: member.email, household: name })}
              busy={remove.isPending}
              onConfirm={() => void removeIt()}
            />
          </>
        ) : (
          <StatusPill tone={member.role === 'owner' ? 'primary' : 'neutral'}>{roleText(member.role)}</StatusPill>
        )}
      </div>
    </RecordRow>
  );
}

function InviteForm({ householdId, onInvited }: { householdId: string; onInvited: (link: string) => void }) {
  const text = useShellText();
  const roleText = useRoleText();
  const invite = useInviteMember(householdId);
  const form = useForm({
    initial: { email: '', role: 'editor' as Role },
    check: (values: { email: string; role: Role }) => validateInvite(values),
  });
  const submit = () =>
    form.save({
      send: (input) => invite.mutateAsync(input),
      success: HOUSEHOLD.invited,
      then: ({ inviteId }) => {
        onInvited(inviteLink({ householdId, id: inviteId }));
        form.setValues({ email: '', role: form.values.role });
      },
      failure: HOUSEHOLD.inviteFailed,
      log: 'Inviting a member failed',
    });
  return (
    <StackedForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {form.error?.field === null && <Banner tone="error">{form.error.message}</Banner>}
      <TextField label={text('household.emailLabel')} type="email" autoComplete="off" {...inputProps(form, 'email')} />
      <SelectField
        label={text('household.roleLabel')}
        value={form.values.role}
        options={ROLES.map((role) => ({ value: role, label: roleText(role) }))}
        onChange={(role) => form.set('role', role as Role)}
        error={form.error?.field === 'role' ? form.error.message : undefined}
      />
      <FormActionRow>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? text('household.inviting') : text('household.inviteSubmit')}
        </Button>
      </FormActionRow>
    </StackedForm>
  );
}

function InviteRow({ invite, householdId, name }: { invite: Invite; householdId: string; name: string }) {
  const text = useShellText();
  const roleText = useRoleText();
  const say = useMessageText();
  const cancel = useCancelInvite(householdId);
  const link = inviteLink(invite);
  async function copy() {
    await navigator.clipboard?.writeText(link);
    toast.success(text('household.copied'));
  }
  async function share() {
    await navigator.share({ text: text('household.shareText', { household: name, link }) }).catch(() => undefined);
  }
  async function cancelIt() {
    try {
      await cancel.mutateAsync({ inviteId: invite.id });
      toast.success(say(HOUSEHOLD.inviteCancelled));
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.cancelFailed), error, 'Taking an invitation back failed');
    }
  }
  return (
    <RecordRow as="li">
      <span>{text('household.invitedAs', { email: invite.email, role: roleText(invite.role) })}</span>
      <div>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {text('household.copyLink')}
        </Button>
        {typeof navigator.share === 'function' && (
          <Button type="button" $variant="secondary" onClick={() => void share()}>
            {text('household.share')}
          </Button>
        )}
        <Button type="button" $variant="ghost" disabled={cancel.isPending} onClick={() => void cancelIt()}>
          {text('household.cancelInvite')}
        </Button>
      </div>
    </RecordRow>
  );
}

/** An owner deletes the household after typing its name (the server checks it again). */
function DeleteHousehold({
  householdId,
  name,
  onDeleted,
}: {
  householdId: string;
  name: string;
  onDeleted: () => void;
}) {
  const text = useShellText();
  const say = useMessageText();
  const remove = useDeleteHousehold(householdId);
  const [typed, setTyped] = useState('');
  async function deleteIt() {
    try {
      await remove.mutateAsync({ name: typed });
      toast.success(say(HOUSEHOLD.deleted));
      onDeleted();
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.deleteFailed), error, 'Deleting a household failed');
    }
  }
  return (
    <DangerZone title={text('household.delete')} text={text('household.deleteHint', { household: name })}>
      <StackedForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void deleteIt();
        }}
      >
        <TextField
          label={text('household.deleteConfirm', { household: name })}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <FormActionRow>
          <Button type="submit" $variant="danger" disabled={remove.isPending || typed.trim() !== name}>
            {remove.isPending ? text('household.deleting') : text('household.delete')}
          </Button>
        </FormActionRow>
      </StackedForm>
    </DangerZone>
  );
}

export function HouseholdPage() {
  const { householdId = '' } = useParams();
  const text = useShellText();
  const say = useMessageText();
  const { uid } = useCurrentUser();
  const households = useMyHouseholds();
  const mine = households.data?.find((h) => h.id === householdId);
  const members = useMembers(householdId);
  const owner = mine?.role === 'owner';
  const invites = useHouseholdInvites(householdId);
  const leave = useLeaveHousehold(householdId);
  const { space, choose } = useSpaceChoice();
  const navigate = useNavigate();
  const [justInvited, setJustInvited] = useState<string | null>(null);
  const forget = useForgetHousehold();
  const name = mine?.name ?? '';
  usePageTitle(name || text('households.title'));

  async function leaveIt() {
    try {
      await leave.mutateAsync({});
      toast.success(say(HOUSEHOLD.left));
      if (space?.id === householdId) choose(null);
      navigate('/households');
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.leaveFailed), error, 'Leaving a household failed');
    }
  }

  const back = (
    <BackLink as={Link} to="/households">
      {text('households.title')}
    </BackLink>
  );
  if (households.isPending) return <LoadingState label={text('households.title')} fullPage />;
  if (!mine) {
    return (
      <NarrowPage>
        <PageHeader title={text('households.title')} back={back} />
        <SectionNote role="status">{text('household.notMember')}</SectionNote>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage>
      <PageHeader title={name} back={back} />
      <SectionCard title={text('household.members')}>
        <LoadView
          state={queryLoadState(members)}
          loading={<LoadingState label={text('household.members')} />}
          failed={HOUSEHOLD.loadFailed}
        >
          {({ data }) => (
            <RowList>
              {data.map((member) => (
                <MemberRow
                  key={member.uid}
                  householdId={householdId}
                  member={member}
                  me={member.uid === uid}
                  owner={owner}
                  name={name}
                />
              ))}
            </RowList>
          )}
        </LoadView>
        <SectionNote>{text('role.help')}</SectionNote>
      </SectionCard>
      {owner && (
        <SectionCard title={text('household.invite')}>
          <InviteForm householdId={householdId} onInvited={setJustInvited} />
          {justInvited && (
            <SectionNote role="status">
              <a href={justInvited}>{justInvited}</a>
            </SectionNote>
          )}
        </SectionCard>
      )}
      {owner && (
        <SectionCard title={text('household.pending')}>
          {(invites.data?.length ?? 0) === 0 ? (
            <SectionNote>{text('household.pendingNone')}</SectionNote>
          ) : (
            <RowList>
              {invites.data?.map((invite) => (
                <InviteRow key={invite.id} invite={invite} householdId={householdId} name={name} />
              ))}
            </RowList>
          )}
        </SectionCard>
      )}
      {owner && (
        <DeleteHousehold
          householdId={householdId}
          name={name}
          onDeleted={() => {
            if (space?.id === householdId) choose(null);
            forget(householdId);
            navigate('/households');
          }}
        />
      )}
      <DangerZone title={text('household.leave')} text={text('household.leaveHint')}>
        <InlineConfirm
          label={text('household.leave')}
          confirmLabel={text('household.leave')}
          prompt={text('household.leaveConfirm', { household: name })}
          busy={leave.isPending}
          onConfirm={() => void leaveIt()}
        />
      </DangerZone>
    </NarrowPage>
  );
}
