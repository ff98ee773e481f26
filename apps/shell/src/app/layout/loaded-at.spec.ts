import { loadedAtText } from './loaded-at';

// The device's zone is pinned to Asia/Manila for these specs (tools/jest/pin-zone.cjs).
const NOW = new Date('2026-11-27T18:30:00+08:00').getTime();

describe('loadedAtText', () => {
  it.each([
    ['earlier today', '2026-11-27T15:05:00+08:00', 'en-US', '3:05 PM'],
    ['just after midnight today', '2026-11-27T00:01:00+08:00', 'en-US', '12:01 AM'],
    ['yesterday, late', '2026-11-26T23:59:00+08:00', 'en-US', 'Thu, Nov 26, 11:59 PM'],
    ['last week', '2026-11-20T09:00:00+08:00', 'en-US', 'Fri, Nov 20, 9:00 AM'],
    ['in a 24-hour locale', '2026-11-27T15:05:00+08:00', 'en-GB', '15:05'],
  ])('%s', (_case, at, locale, text) => {
    expect(loadedAtText(new Date(at).getTime(), NOW, locale).replace(/\u202f/g, ' ')).toBe(text);
  });
});
