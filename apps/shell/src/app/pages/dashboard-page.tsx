import { useSession } from '@pitaka/data/session';
import { Page, PageHeaderRow, PageSubtitle, PageTitle, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { RemoteArea } from '../remote-area';
import { usePageTitle } from '../routing/page-title';
import { DASHBOARD_WIDGETS } from '../routing/route-table';

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'summary' 'accounts' 'paluwagan' 'debt' 'recent';
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas: 'summary summary' 'accounts accounts' 'paluwagan debt' 'recent recent';
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas: 'summary summary summary' 'accounts paluwagan debt' 'recent recent recent';
  }
`;

const Slot = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  > * {
    flex: 1;
  }
`;

/** The dashboard's layout; each block is a widget from the remote that owns its data. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const session = useSession();
  const name = session.status === 'signedIn' ? (session.user.displayName ?? session.user.email) : null;
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <PageTitle>Dashboard</PageTitle>
          <PageSubtitle>{name ? `Welcome back, ${name}` : 'Welcome back'}</PageSubtitle>
        </div>
      </PageHeaderRow>
      <Grid>
        {DASHBOARD_WIDGETS.map((widget) => (
          <Slot key={widget.slot} $area={widget.slot} data-slot={widget.slot}>
            <RemoteArea remote={widget.remote} module={widget.module} />
          </Slot>
        ))}
      </Grid>
    </Page>
  );
}
