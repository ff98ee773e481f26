import { renderStandalone } from '@pitaka/remote-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import DebtListPage from './pages/debt-list-page';
import DebtCreatePage from './pages/debt-create-page';
import DebtDetailPage from './pages/debt-detail-page';
import DebtEditPage from './pages/debt-edit-page';

renderStandalone({
  appName: 'Debt',
  links: [
    { to: '/debt', label: 'Debt' },
    { to: '/debt/create', label: 'New Debt' },
  ],
  routes: (
    <Routes>
      <Route path="/debt" element={<DebtListPage />} />
      <Route path="/debt/create" element={<DebtCreatePage />} />
      <Route path="/debt/:debtId" element={<DebtDetailPage />} />
      <Route path="/debt/:debtId/edit" element={<DebtEditPage />} />
      <Route path="*" element={<Navigate to="/debt" replace />} />
    </Routes>
  ),
});
