import { loadedAtText } from './loaded-at';

// The device's zone is pinned to Asia/Manila for these specs (tools/jest/pin-zone.cjs).
const NOW = new Date('2026-11-27T18:30:00+08:00').getTime();

describe('loadedAtText', () => {
  it.each([
    ['earlier today', '2026-11-27T15:05:00+08:00', 'en', '3:05 PM'],
    ['just after midnight today', '2026-11-27T00:01:00+08:00', 'en', '12:01 AM'],
    ['yesterday, late', '2026-11-26T23:59:00+08:00', 'en', 'Thu, Nov 26, 11:59 PM'],
    ['last week', '2026-11-20T09:00:00+08:00', 'en', 'Fri, Nov 20, 9:00 AM'],
    ['earlier today, in Filipino', '2026-11-27T15:05:00+08:00', 'fil', '3:05 PM'],
    ['yesterday, in Filipino', '2026-11-26T23:59:00+08:00', 'fil', 'Huw, Nob 26, 11:59 PM'],
    ['last month, in Filipino', '2026-10-20T09:00:00+08:00', 'fil', 'Mar, Okt 20, 9:00 AM'],
  ] as const)('%s', (_case, at, language, text) => {
    expect(loadedAtText(new Date(at).getTime(), NOW, language)).toBe(text);
  });
});
