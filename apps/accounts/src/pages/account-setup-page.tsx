import { ACCOUNT } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Card, LoadError, Page, PageSubtitle, PageTitle, Skeleton, SectionNote, TextLink } from '@pitaka/ui';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { AccountForm } from '../features/accounts/components/account-form';
import { useAccountSetup } from '../features/accounts/use-account-setup';
import { useAccountsText } from '../i18n/accounts-text';

const Narrow = styled(Page)`
  max-width: 34rem;
`;

export default function AccountSetupPage() {
  const text = useAccountsText();
  const say = useMessageText();
  const setup = useAccountSetup();
  if (setup.alreadySetUp) return <Navigate to="/dashboard" replace />;
  return (
    <Narrow>
      <header>
        <PageTitle>{text('setup.title')}</PageTitle>
        <PageSubtitle>{text('setup.subtitle')}</PageSubtitle>
      </header>
      <Card>
        {setup.profile.isPending ? (
          <Skeleton label={text('setup.loadingProfile')} lines={4} />
        ) : setup.profile.isLoadingError ? (
          <LoadError message={say(ACCOUNT.loadAccountDataFailed)} onRetry={() => void setup.profile.refetch()} />
        ) : (
          <AccountForm
            label={text('setup.form')}
            {...setup.form}
            withCurrency
            withInitialBalance
            submitLabel={text('setup.submit')}
            busyLabel={text('setup.busy')}
          />
        )}
      </Card>
      <SectionNote>
        {text('setup.moving')}{' '}
        <TextLink as={Link} to="/backup">
          {text('setup.restore')}
        </TextLink>
      </SectionNote>
    </Narrow>
  );
}
