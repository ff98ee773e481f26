import { testWidgetDeclarations } from '@pitaka/remote-kit/testing';
import { fixClock, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import DashboardWidget from './dashboard-widget';
import widgets from './index';

beforeEach(() => fixClock(WED_MAR_4));
afterEach(() => jest.useRealTimers());

testWidgetDeclarations({
  widgets,
  components: { DashboardWidget: [DashboardWidget, 'Office Paluwagan'] },
  api: { listPaluwagans: async () => [paluwagan()] },
});
