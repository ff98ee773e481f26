// One invitation to the signed-in person: who invites them where, as what; Accept and Decline,
// or first the steps to verify their address. An invitation to another address says so.
import type { Invite } from '@pitaka/domain';
import { householdMessage } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Button, Card, SectionNote, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { useShellText } from '../../i18n/shell-text';
import { useRoleText } from './space-switcher';
import type { useInviteAnswer } from './use-invite-answer';

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
  strong {
    color: ${theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export function InviteCard({ invite, answer }: { invite: Invite; answer: ReturnType<typeof useInviteAnswer> }) {
  const text = useShellText();
  const say = useMessageText();
  const roleText = useRoleText();
  const forSomeoneElse = invite.email !== answer.email.toLowerCase();
  return (
    <Frame as="article" aria-label={invite.householdName}>
      <p>
        {text('households.invitedBy', {
          inviter: invite.invitedByEmail,
          household: invite.householdName,
          role: roleText(invite.role),
        })}
      </p>
      {forSomeoneElse ? (
        <SectionNote role="status">{say(householdMessage('inviteNotYours', { email: invite.email }))}</SectionNote>
      ) : answer.verified ? (
        <Actions>
          <Button type="button" disabled={answer.busy} onClick={() => void answer.accept(invite)}>
            {text('households.accept')}
          </Button>
          <Button type="button" $variant="secondary" disabled={answer.busy} onClick={() => void answer.decline(invite)}>
            {text('households.decline')}
          </Button>
        </Actions>
      ) : (
        <>
          <SectionNote>{text('households.verifyFirst', { email: answer.email })}</SectionNote>
          <Actions>
            <Button type="button" onClick={() => void answer.sendVerification()}>
              {text('households.sendVerification')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void answer.checkVerified()}>
              {text('households.checkVerified')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={answer.busy}
              onClick={() => void answer.decline(invite)}
            >
              {text('households.decline')}
            </Button>
          </Actions>
        </>
      )}
      {answer.note && <SectionNote role="status">{answer.note}</SectionNote>}
    </Frame>
  );
}
