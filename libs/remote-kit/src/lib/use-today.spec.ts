import { manilaDay } from '@pitaka/domain';
import { act, renderHook } from '@testing-library/react';
import { useToday } from './use-today';

afterEach(() => jest.useRealTimers());

describe('useToday', () => {
  it("is today's Manila day, and moves on when the tab comes back after midnight", () => {
    jest.useFakeTimers({ now: new Date('2026-03-07T23:50:00+08:00') });
    const { result } = renderHook(() => useToday());
    expect(result.current).toEqual(manilaDay(2026, 3, 7));
    const first = result.current;

    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current).toBe(first); // same day: same object, nothing re-renders

    jest.setSystemTime(new Date('2026-03-08T00:05:00+08:00'));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current).toEqual(manilaDay(2026, 3, 8));
  });
});
