import { startOfDay } from '@pitaka/domain';
import { useEffect, useState } from 'react';

const CHECK_EVERY_MS = 60_000;

/**
 * Today's Manila calendar day (its midnight). It moves on when the day changes while the page
 * stays open: checked every minute and whenever the tab comes back into view, so a schedule
 * left open overnight shows the new day's statuses.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => startOfDay(new Date()));
  useEffect(() => {
    const check = () => {
      const now = startOfDay(new Date());
      setToday((previous) => (previous.getTime() === now.getTime() ? previous : now));
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}
