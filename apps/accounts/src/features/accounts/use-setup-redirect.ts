// The person's own dashboard belongs to set-up users: without a user document or with
// setupComplete not true, it sends them to /account-setup. A household's dashboard does not ask:
// a member who never set up their own books keeps the family's money all the same.
import { useCurrentSpace, useUserProfile } from '@pitaka/data';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function useSetupRedirect() {
  const profile = useUserProfile();
  const inHousehold = useCurrentSpace() !== null;
  const navigate = useNavigate();
  const needsSetup = !inHousehold && profile.isSuccess && profile.data?.setupComplete !== true;
  useEffect(() => {
    if (needsSetup) navigate('/account-setup', { replace: true });
  }, [needsSetup, navigate]);
  return { needsSetup, failed: profile.isLoadingError, retry: () => void profile.refetch() };
}
