import { Page, PageTitle } from '@pitaka/ui';
import styled from 'styled-components';
import { RemoteArea } from '../remote-area';
import { DASHBOARD_WIDGETS } from '../routing/route-table';
import { usePageTitle } from '../routing/page-title';

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
`;

/** The dashboard's layout; each block is a widget from the remote that owns its data. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Page>
      <PageTitle>Dashboard</PageTitle>
      <Grid>
        {DASHBOARD_WIDGETS.map((widget) => (
          <section key={widget.slot} aria-label={widget.slot} data-slot={widget.slot}>
            <RemoteArea remote={widget.remote} module={widget.module} />
          </section>
        ))}
      </Grid>
    </Page>
  );
}
