// The dashboard belongs to set-up users: without a user document or with setupComplete not
// true, it sends the user to /account-setup.
import { useUserProfile } from '@pitaka/data';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function useSetupRedirect() {
  const profile = useUserProfile();
  const navigate = useNavigate();
  const needsSetup = profile.isSuccess && profile.data?.setupComplete !== true;
  useEffect(() => {
    if (needsSetup) navigate('/account-setup', { replace: true });
  }, [needsSetup, navigate]);
  return { needsSetup, failed: profile.isLoadingError, retry: () => void profile.refetch() };
}
