import { renderStandalone } from '@pitaka/remote-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import PaluwaganListPage from './pages/paluwagan-list-page';
import PaluwaganCreatePage from './pages/paluwagan-create-page';
import PaluwaganDetailPage from './pages/paluwagan-detail-page';
import PaluwaganEditPage from './pages/paluwagan-edit-page';

renderStandalone({
  appName: 'Paluwagan',
  links: [
    { to: '/paluwagan', label: 'Paluwagan' },
    { to: '/paluwagan/create', label: 'New Paluwagan' },
  ],
  routes: (
    <Routes>
      <Route path="/paluwagan" element={<PaluwaganListPage />} />
      <Route path="/paluwagan/create" element={<PaluwaganCreatePage />} />
      <Route path="/paluwagan/:paluwaganId" element={<PaluwaganDetailPage />} />
      <Route path="/paluwagan/:paluwaganId/edit" element={<PaluwaganEditPage />} />
      <Route path="*" element={<Navigate to="/paluwagan" replace />} />
    </Routes>
  ),
});
