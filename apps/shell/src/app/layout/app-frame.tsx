import { signOut } from '@pitaka/data';
import { theme } from '@pitaka/ui';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';

export const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/accounts', label: 'Accounts' },
  { to: '/paluwagan', label: 'Paluwagan' },
  { to: '/debt', label: 'Debt' },
] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 15rem 1fr;
  min-height: 100vh;
`;

const Sidebar = styled.nav`
  background: ${theme.colors.primary};
  color: #fff;
  padding: 1.5rem 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  a, button {
    color: #fff;
    text-decoration: none;
    padding: 0.6rem 0.8rem;
    border-radius: ${theme.radius.sm};
    background: none;
    border: none;
    text-align: left;
    cursor: pointer;
  }
  a.active { background: rgba(255, 255, 255, 0.18); font-weight: 700; }
`;

const Main = styled.main`
  padding: 1.5rem;
`;

async function logout() {
  try {
    await signOut();
  } catch (error) {
    console.error('Logout failed', error);
  }
}

export function AppFrame() {
  return (
    <Layout>
      <Sidebar aria-label="Main">
        <strong style={{ fontSize: '1.3rem', padding: '0 0.8rem 1rem' }}>Pitaka</strong>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
        <button type="button" onClick={logout}>
          Logout
        </button>
      </Sidebar>
      <Main id="main">
        <Outlet />
      </Main>
    </Layout>
  );
}
