import { renderStandalone } from '@pitaka/remote-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import TransactionsPage from './pages/transactions-page';
import AddTransactionPage from './pages/add-transaction-page';
import AccountsPage from './pages/accounts-page';
import AddAccountPage from './pages/add-account-page';
import EditAccountPage from './pages/edit-account-page';
import AccountDetailPage from './pages/account-detail-page';
import AccountSetupPage from './pages/account-setup-page';

renderStandalone({
  appName: 'Accounts',
  links: [
    { to: '/accounts', label: 'Accounts' },
    { to: '/transactions', label: 'Transactions' },
    { to: '/account-setup', label: 'Account Setup' },
  ],
  routes: (
    <Routes>
      <Route path="/transactions" element={<TransactionsPage />} />
      <Route path="/add-transaction" element={<AddTransactionPage />} />
      <Route path="/accounts" element={<AccountsPage />} />
      <Route path="/add-account" element={<AddAccountPage />} />
      <Route path="/edit-account/:accountId" element={<EditAccountPage />} />
      <Route path="/accounts/:accountId" element={<AccountDetailPage />} />
      <Route path="/account-setup" element={<AccountSetupPage />} />
      <Route path="*" element={<Navigate to="/accounts" replace />} />
    </Routes>
  ),
});
