import { useEffect } from 'react';

/** Logs a query's error under `label` as it happens: the screen says what failed, the console why. */
export function useLoggedError(error: unknown, label: string): void {
  useEffect(() => {
    if (error) console.error(label, error);
  }, [error, label]);
}
