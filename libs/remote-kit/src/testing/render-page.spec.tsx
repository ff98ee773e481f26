import { useAccounts } from '@pitaka/data';
import { useAuthActions, useCurrentUser } from '@pitaka/platform';
import { toCentavos } from '@pitaka/domain';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { createFakeDataApi, findToast, renderPage } from './index';

function AccountNames() {
  const { data, error, isPending } = useAccounts();
  const { email } = useCurrentUser();
  if (isPending) return <p>Loading</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <>
      <p>{email}</p>
      <ul>
        {data.map((a) => (
          <li key={a.id}>{a.name}</li>
        ))}
      </ul>
    </>
  );
}

describe('renderPage', () => {
  it('answers the data hooks from the fake API, for the signed-in test user', async () => {
    const page = renderPage(<AccountNames />, {
      api: {
        listAccounts: () => Promise.resolve([{ id: 'a1', name: 'GCash', type: 'ewallet', balance: toCentavos(5) }]),
      },
    });
    expect(await screen.findByText('GCash')).toBeInTheDocument();
    expect(screen.getByText('juan@example.com')).toBeInTheDocument();
    expect(page.api.listAccounts).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
  });

  it('a query the test did not answer fails loudly, naming the function', async () => {
    renderPage(<AccountNames />, { api: createFakeDataApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fake data API: listAccounts was called, but the test set no answer for it',
    );
  });

  it('matches route params and shows toasts', async () => {
    function Detail() {
      const { accountId } = useParams();
      return <button onClick={() => toast.success(`Opened ${accountId}`)}>Open</button>;
    }
    const page = renderPage(<Detail />, { path: '/accounts/a7', route: '/accounts/:accountId' });
    await page.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await findToast('Opened a7')).toBeInTheDocument();
    expect(page.location()).toBe('/accounts/a7');
  });

  it('finds a toast only inside the notifications region', async () => {
    const page = renderPage(
      <>
        <p>Saved</p>
        <button onClick={() => toast.error('Failed')}>Fail</button>
      </>,
    );
    await expect(findToast('Saved')).rejects.toThrow();
    await page.user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await findToast('Failed')).toBeInTheDocument();
  });

  it('fakes the auth actions', async () => {
    function Logout() {
      const { signOut } = useAuthActions();
      return <button onClick={() => signOut()}>Logout</button>;
    }
    const page = renderPage(<Logout />);
    await page.user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(page.auth.signOut).toHaveBeenCalledTimes(1);
  });
});
