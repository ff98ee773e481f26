// The shell's households pages: /households, /households/{id}, and an invitation's link.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { HouseholdPage } from './household-page';
import { HouseholdsPage } from './households-page';

export { InvitePage } from './invite-page';
export { ActivityPage } from './activity-page';

export function HouseholdsPages() {
  return (
    <Routes>
      <Route index element={<HouseholdsPage />} />
      <Route path=":householdId" element={<HouseholdPage />} />
      <Route path="*" element={<NotFoundPage framed />} />
    </Routes>
  );
}
