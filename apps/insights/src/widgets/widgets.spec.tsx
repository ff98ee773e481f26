import { testWidgetDeclarations } from '@pitaka/remote-kit/testing';
import { fixClock, LEDGER, SUMMARIES } from '../testing/fixtures';
import ThisMonthWidget from './this-month-widget';
import widgets from './index';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

testWidgetDeclarations({
  widgets,
  components: { ThisMonthWidget: [ThisMonthWidget, 'Top categories'] },
  api: {
    getLedgerSummary: async () => LEDGER,
    getMonthSummary: async (_scope, month) => SUMMARIES[month] ?? null,
  },
});
