// Loading as the specs provoke it: an answer that never comes, one that fails once, and Retry.
import { DataError } from '@pitaka/platform';
import type { RenderedPage } from '@pitaka/remote-kit/testing';
import { within } from '@testing-library/react';

/** An answer that never comes: the screen stays loading. */
export const neverAnswered = () => new Promise<never>(() => undefined);

/** An answer that fails once ("boom", which no one should see), then gives `then`. */
export function failingOnce<T>(then: T) {
  return jest
    .fn<Promise<T>, unknown[]>()
    .mockRejectedValueOnce(new DataError('unexpected', 'boom'))
    .mockResolvedValueOnce(then);
}

/** Retry, in the load failure's alert. */
export const clickRetry = (page: RenderedPage, failure: HTMLElement) =>
  page.user.click(within(failure).getByRole('button', { name: 'Retry' }));
