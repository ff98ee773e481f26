// /households: the invitations to the person, their households (switch to one, or see its members)
// and a new household.
import { useCreateHousehold, useMyHouseholds, useMyInvites, useUserProfile } from '@pitaka/data';
import { HOUSEHOLD, validateHouseholdName } from '@pitaka/domain';
import { inputProps, LoadView, queryLoadState, useForm } from '@pitaka/remote-kit';
import {
  Banner,
  Button,
  FormActionRow,
  LoadingState,
  PageHeader,
  SectionCard,
  SectionNote,
  StackedForm,
  StatusPill,
  TextField,
} from '@pitaka/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useShellText } from '../../i18n/shell-text';
import { NarrowPage, RecordRow, RowList } from './layout';
import { usePageTitle } from '../routing/page-title';
import { InviteCard } from './invite-card';
import { useSpaceChoice } from './space-choice';
import { useRoleText } from './space-switcher';
import { useInviteAnswer } from './use-invite-answer';

function CreateHousehold() {
  const text = useShellText();
  const create = useCreateHousehold();
  // A household is made in its maker's currency: its amounts are shown in it from the start.
  const ownCurrency = useUserProfile().data?.currency;
  const { choose } = useSpaceChoice();
  const navigate = useNavigate();
  const form = useForm({
    initial: { name: '' },
    check: (values: { name: string }) => {
      const result = validateHouseholdName(values.name);
      return result.ok ? { ok: true as const, value: { name: result.value } } : result;
    },
  });
  const submit = () =>
    form.save({
      send: (input) => create.mutateAsync(input),
      success: HOUSEHOLD.created,
      then: ({ householdId }) => {
        choose({
          id: householdId,
          name: form.values.name.trim(),
          role: 'owner',
          ...(ownCurrency ? { currency: ownCurrency } : {}),
        });
        navigate(`/households/${encodeURIComponent(householdId)}`);
      },
      failure: HOUSEHOLD.createFailed,
      log: 'Creating a household failed',
    });
  return (
    <SectionCard title={text('households.create')}>
      <StackedForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {form.error?.field === null && <Banner tone="error">{form.error.message}</Banner>}
        <TextField
          label={text('households.nameLabel')}
          placeholder={text('households.namePlaceholder')}
          autoComplete="off"
          {...inputProps(form, 'name')}
        />
        <FormActionRow>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? text('households.creating') : text('households.createSubmit')}
          </Button>
        </FormActionRow>
      </StackedForm>
    </SectionCard>
  );
}

export function HouseholdsPage() {
  const text = useShellText();
  const roleText = useRoleText();
  usePageTitle(text('households.title'));
  const households = useMyHouseholds();
  const invites = useMyInvites();
  const answer = useInviteAnswer();
  const { space, choose } = useSpaceChoice();
  const navigate = useNavigate();
  return (
    <NarrowPage>
      <PageHeader title={text('households.title')} subtitle={text('households.subtitle')} />
      {(invites.data?.length ?? 0) > 0 && (
        <SectionCard title={text('households.invitations')}>
          {invites.data?.map((invite) => (
            <InviteCard key={invite.id} invite={invite} answer={answer} />
          ))}
        </SectionCard>
      )}
      <SectionCard title={text('households.yours')}>
        <LoadView
          state={queryLoadState(households)}
          loading={<LoadingState label={text('households.yours')} />}
          failed={HOUSEHOLD.loadFailed}
        >
          {({ data }) =>
            data.length === 0 ? (
              <SectionNote>{text('households.none')}</SectionNote>
            ) : (
              <RowList>
                {data.map((h) => (
                  <li key={h.id}>
                    <RecordRow>
                      <h3>{h.name}</h3>
                      <StatusPill tone={h.role === 'owner' ? 'primary' : 'neutral'}>{roleText(h.role)}</StatusPill>
                      <div>
                        {space?.id === h.id ? (
                          <StatusPill tone="success">{text('households.current')}</StatusPill>
                        ) : (
                          <Button
                            type="button"
                            $variant="secondary"
                            onClick={() => {
                              choose(h);
                              navigate('/dashboard');
                            }}
                          >
                            {text('households.switchTo')}
                          </Button>
                        )}
                        <Link to={`/households/${encodeURIComponent(h.id)}`}>{text('households.members')}</Link>
                      </div>
                    </RecordRow>
                  </li>
                ))}
              </RowList>
            )
          }
        </LoadView>
        <SectionNote>{text('role.help')}</SectionNote>
      </SectionCard>
      <CreateHousehold />
    </NarrowPage>
  );
}
