import { testWidgetDeclarations } from '@pitaka/remote-kit/testing';
import { fixClock, HISTORY_ANSWERS } from '../testing/fixtures';
import ThisMonthWidget from './this-month-widget';
import widgets from './index';

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

testWidgetDeclarations({
  widgets,
  components: { ThisMonthWidget: [ThisMonthWidget, 'Top categories'] },
  api: {
    ...HISTORY_ANSWERS,
  },
});
