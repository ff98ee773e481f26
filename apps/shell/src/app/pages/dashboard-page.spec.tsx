import type { UserProfile } from '@pitaka/domain';
import { renderPage } from '@pitaka/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';

// The widgets' code never arrives: the page is caught while every slot still waits for it.
jest.mock('../remotes', () => ({ loadRemoteComponent: () => new Promise(() => undefined) }));

const PROFILE: UserProfile = { email: 'juan@example.com', currency: 'PHP', setupComplete: true };

function renderDashboard() {
  return renderPage(<DashboardPage />, {
    path: '/dashboard',
    api: {
      getUserProfile: async () => PROFILE,
      listAccounts: async () => [],
      listRecentTransactions: async () => [],
      listPaluwagans: async () => [],
      listDebts: async () => [],
    },
  });
}

const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`) as HTMLElement;

describe('DashboardPage', () => {
  it("starts each of the widgets' reads once while their code is still loading", async () => {
    const { api } = renderDashboard();
    await waitFor(() => {
      for (const read of [
        api.getUserProfile,
        api.listAccounts,
        api.listRecentTransactions,
        api.listPaluwagans,
        api.listDebts,
      ]) {
        expect(read).toHaveBeenCalledTimes(1);
      }
    });
    expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(5);
  });

  it.each([
    ['summary', 'Loading total balance'],
    ['accounts', 'Loading accounts'],
    ['paluwagan', 'Loading paluwagans'],
    ['debt', 'Loading debts'],
    ['recent', 'Loading recent transactions'],
  ])('holds the %s widget a placeholder while its code loads, busy and labelled', (name, label) => {
    renderDashboard();
    const placeholder = slot(name).querySelector('[data-placeholder]') as HTMLElement;
    expect(placeholder.querySelector('[aria-busy="true"]')).toHaveTextContent(label);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
