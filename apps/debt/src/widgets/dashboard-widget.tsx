import { DashboardDebts } from '../features/list/components/dashboard-debts';
import { useDashboardDebts } from '../features/list/use-dashboard-debts';

/** The dashboard's debt block (exposed to the shell as ./DashboardWidget). */
export default function DashboardWidget() {
  const { loading, debts, today } = useDashboardDebts();
  return <DashboardDebts loading={loading} debts={debts} today={today} />;
}
