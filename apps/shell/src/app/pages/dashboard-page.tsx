import { useAccounts, useDebts, usePaluwagans, useRecentTransactions, useUserProfile } from '@pitaka/data';
import { useSession } from '@pitaka/data/session';
import { Card, Page, PageHeaderRow, PageSubtitle, PageTitle, Skeleton, SkeletonText, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { RemoteArea } from '../remote-area';
import { usePageTitle } from '../routing/page-title';
import { DASHBOARD_WIDGETS } from '../routing/route-table';

const WIDE = '1200px';

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'summary' 'accounts' 'paluwagan' 'debt' 'recent';
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas: 'summary summary' 'accounts accounts' 'paluwagan debt' 'recent recent';
  }
  @media (min-width: ${WIDE}) {
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

type SlotName = (typeof DASHBOARD_WIDGETS)[number]['slot'];

/** Heights in rem below the mobile breakpoint, up to WIDE, and from WIDE on. */
type Reserve = readonly [phone: number, tablet: number, wide: number];

/**
 * While a widget's code downloads, its slot shows a card as tall as the widget's own loading
 * skeleton, so nothing moves when the widget arrives. Each skeleton is as tall as its loaded
 * widget with the usual content (3 accounts, 2 paluwagans, 2 debts, 5 transactions); the heights
 * were measured in Chromium at 390, 1024 and 1280-1350 px. The labels are the widgets' own.
 */
const PLACEHOLDERS: Record<SlotName, { label: string; reserve: Reserve }> = {
  summary: { label: 'Loading total balance', reserve: [9.325, 10.45, 10.45] },
  accounts: { label: 'Loading accounts', reserve: [35.16, 24.84, 35.16] },
  paluwagan: { label: 'Loading paluwagans', reserve: [44.68, 44.68, 44.68] },
  debt: { label: 'Loading debts', reserve: [31.73, 31.73, 31.73] },
  recent: { label: 'Loading recent transactions', reserve: [27.82, 27.82, 27.82] },
};

const PlaceholderCard = styled(Card)<{ $reserve: Reserve }>`
  min-height: ${({ $reserve }) => $reserve[0]}rem;
  @media (min-width: ${theme.breakpoints.mobile}) {
    min-height: ${({ $reserve }) => $reserve[1]}rem;
  }
  @media (min-width: ${WIDE}) {
    min-height: ${({ $reserve }) => $reserve[2]}rem;
  }
`;

/** As tall as a widget's title line. */
const TitleLine = styled.div`
  font-size: 1.05rem;
`;

function SlotPlaceholder({ slot }: { slot: SlotName }) {
  const { label, reserve } = PLACEHOLDERS[slot];
  return (
    <PlaceholderCard $reserve={reserve} data-placeholder={slot}>
      <Skeleton label={label}>
        <TitleLine>
          <SkeletonText $width="8rem" />
        </TitleLine>
      </Skeleton>
    </PlaceholderCard>
  );
}

/**
 * Starts the widgets' reads as soon as the page shows, so the data downloads while the widgets'
 * code does rather than after it. These are the hooks the widgets call, so the widgets find the
 * same queries (in flight or cached) and nothing is read twice; a widget that reads something
 * else must be listed here too. Its own component, so the page does not re-render with the data.
 */
function DashboardReads() {
  useUserProfile();
  useAccounts();
  useRecentTransactions();
  usePaluwagans();
  useDebts();
  return null;
}

/** The dashboard's layout; each block is a widget from the remote that owns its data. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const session = useSession();
  const name = session.status === 'signedIn' ? (session.user.displayName ?? session.user.email) : null;
  return (
    <Page>
      <DashboardReads />
      <PageHeaderRow>
        <div>
          <PageTitle>Dashboard</PageTitle>
          <PageSubtitle>{name ? `Welcome back, ${name}` : 'Welcome back'}</PageSubtitle>
        </div>
      </PageHeaderRow>
      <Grid>
        {DASHBOARD_WIDGETS.map((widget) => (
          <Slot key={widget.slot} $area={widget.slot} data-slot={widget.slot}>
            <RemoteArea
              remote={widget.remote}
              module={widget.module}
              fallback={<SlotPlaceholder slot={widget.slot} />}
            />
          </Slot>
        ))}
      </Grid>
    </Page>
  );
}
