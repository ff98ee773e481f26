import { ThisMonthCard } from '../features/this-month/components/this-month-card';
import { useThisMonth } from '../features/this-month/use-this-month';

/** The dashboard's "This month" block (exposed to the shell as ./ThisMonthWidget). */
export default function ThisMonthWidget() {
  return <ThisMonthCard view={useThisMonth()} />;
}
