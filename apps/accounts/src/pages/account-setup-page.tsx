import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { Card, LoadError, Page, PageSubtitle, PageTitle, Skeleton, SectionNote, TextLink } from '@pitaka/ui';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { AccountForm } from '../features/accounts/components/account-form';
import { useAccountSetup } from '../features/accounts/use-account-setup';

const Narrow = styled(Page)`
  max-width: 34rem;
`;

export default function AccountSetupPage() {
  const setup = useAccountSetup();
  if (setup.alreadySetUp) return <Navigate to="/dashboard" replace />;
  return (
    <Narrow>
      <header>
        <PageTitle>Set Up Your Account</PageTitle>
        <PageSubtitle>Choose your currency and add the first account you keep money in.</PageSubtitle>
      </header>
      <Card>
        {setup.profile.isPending ? (
          <Skeleton label="Loading your profile" lines={4} />
        ) : setup.profile.isLoadingError ? (
          <LoadError message={ACCOUNT_MESSAGES.loadAccountDataFailed} onRetry={() => void setup.profile.refetch()} />
        ) : (
          <AccountForm
            label="Account setup"
            {...setup.form}
            withCurrency
            withInitialBalance
            submitLabel="Complete Setup"
            busyLabel="Setting up..."
          />
        )}
      </Card>
      <SectionNote>
        Moving from another Pitaka account?{' '}
        <TextLink as={Link} to="/backup">
          Restore a backup
        </TextLink>
      </SectionNote>
    </Narrow>
  );
}
