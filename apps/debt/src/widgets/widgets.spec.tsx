import { testWidgetDeclarations } from '@pitaka/remote-kit/testing';
import { fixClock, makeDebt } from '../testing/fixtures';
import DashboardWidget from './dashboard-widget';
import widgets from './index';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

testWidgetDeclarations({
  widgets,
  components: { DashboardWidget: [DashboardWidget, 'Tuition loan'] },
  api: { listDebts: async () => [makeDebt()] },
});
