import { useInsightsText } from '../../../i18n/insights-text';
import { NothingToChart } from '../../../kit/nothing-to-chart';

/** A new user: no money has moved yet, so there is nothing to chart. */
export function NoInsightsYet() {
  const text = useInsightsText();
  return <NothingToChart title={text('none.title')} text={text('none.text')} />;
}
