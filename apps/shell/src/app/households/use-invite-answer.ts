// Accepting or declining an invitation (from /households or from its link): accepting needs the
// invited address verified, so the person can have the verification e-mail sent and say when they
// followed it; the app then renews their ID token, so the server sees it verified too.
import { useAcceptInvite, useDeclineInvite } from '@pitaka/data';
import { HOUSEHOLD, type Invite } from '@pitaka/domain';
import { useAuthActions, useCurrentUser } from '@pitaka/platform';
import { reportFailure, useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useShellText } from '../../i18n/shell-text';
import { useSpaceChoice } from './space-choice';

export function useInviteAnswer(then?: () => void) {
  const say = useMessageText();
  const text = useShellText();
  const user = useCurrentUser();
  const { sendVerificationEmail, refreshEmailVerified } = useAuthActions();
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const { choose } = useSpaceChoice();
  const [verified, setVerified] = useState(user.emailVerified === true);
  const [note, setNote] = useState<string | null>(null);

  async function acceptIt(invite: Invite) {
    try {
      await accept.mutateAsync({ householdId: invite.householdId, inviteId: invite.id });
      toast.success(say(HOUSEHOLD.joined));
      choose({ id: invite.householdId, name: invite.householdName, role: invite.role });
      then?.();
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.acceptFailed), error, 'Accepting an invitation failed');
    }
  }

  async function declineIt(invite: Invite) {
    try {
      await decline.mutateAsync({ householdId: invite.householdId, inviteId: invite.id });
      toast.success(say(HOUSEHOLD.declined));
    } catch (error) {
      reportFailure(say.ofError(error, HOUSEHOLD.declineFailed), error, 'Declining an invitation failed');
    }
  }

  async function sendVerification() {
    try {
      await sendVerificationEmail();
      setNote(say(HOUSEHOLD.verificationSent));
    } catch (error) {
      reportFailure(say(HOUSEHOLD.verificationFailed), error, 'Sending the verification e-mail failed');
    }
  }

  async function checkVerified() {
    const now = await refreshEmailVerified().catch(() => false);
    setVerified(now);
    setNote(now ? null : text('households.stillUnverified'));
  }

  return {
    email: user.email ?? '',
    verified,
    note,
    busy: accept.isPending || decline.isPending,
    accept: acceptIt,
    decline: declineIt,
    sendVerification,
    checkVerified,
  };
}
