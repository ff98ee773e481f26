import { NothingToChart } from '../../../kit/nothing-to-chart';

/** A new user: no money has moved yet, so there is nothing to chart. */
export function NoInsightsYet() {
  return (
    <NothingToChart
      title="No insights yet"
      text="Record your income and expenses, and this page shows where your money goes each month."
    />
  );
}
