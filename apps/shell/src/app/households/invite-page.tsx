// /invite/{household}/{invite}: an invitation opened from its link (sent by Messenger or Viber).
import { useInvite } from '@pitaka/data';
import { HOUSEHOLD } from '@pitaka/domain';
import { LoadView, queryLoadState, useMessageText } from '@pitaka/remote-kit';
import { BackLink, LoadingState, PageHeader, SectionNote } from '@pitaka/ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NarrowPage } from './layout';
import { useShellText } from '../../i18n/shell-text';
import { usePageTitle } from '../routing/page-title';
import { InviteCard } from './invite-card';
import { useInviteAnswer } from './use-invite-answer';

export function InvitePage() {
  const { householdId = '', inviteId = '' } = useParams();
  const text = useShellText();
  const say = useMessageText();
  const navigate = useNavigate();
  usePageTitle(text('invite.title'));
  const invite = useInvite(householdId, inviteId);
  const answer = useInviteAnswer(() => navigate('/dashboard'));
  return (
    <NarrowPage>
      <PageHeader
        title={text('invite.title')}
        back={
          <BackLink as={Link} to="/households">
            {text('households.title')}
          </BackLink>
        }
      />
      <LoadView
        state={queryLoadState(invite)}
        loading={<LoadingState label={text('invite.title')} />}
        failed={HOUSEHOLD.loadFailed}
      >
        {({ data }) =>
          data ? (
            <InviteCard invite={data} answer={answer} />
          ) : (
            <SectionNote role="status">{say(HOUSEHOLD.inviteNotFound)}</SectionNote>
          )
        }
      </LoadView>
    </NarrowPage>
  );
}
