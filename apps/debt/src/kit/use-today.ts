import { startOfDay } from '@pitaka/domain';
import { useMemo } from 'react';

/**
 * Today's Manila day, read at render: a page that re-renders after midnight sees the new day,
 * and the value stays the same object all day (memoised rows do not re-render for nothing).
 */
export function useToday(): Date {
  const day = startOfDay(new Date()).getTime();
  return useMemo(() => new Date(day), [day]);
}
