// How long one of the page's Firestore queries took, as the browser timed it (request start to
// its last byte), picked out by the collection it asks for. Taken from a screen time, what is left
// is the app's own share: its code, its rendering, and the requests that ran beside the query.
import type { Page, Request } from '@playwright/test';

const WAIT_MS = 5_000;

interface QueryBody {
  structuredQuery?: { from?: { collectionId?: string }[] };
}

/** The collection a runQuery request asks for (undefined for any other request). */
export function queriedCollection(request: Request): string | undefined {
  if (!new URL(request.url()).pathname.endsWith(':runQuery')) return undefined;
  return (request.postDataJSON() as QueryBody | null)?.structuredQuery?.from?.[0]?.collectionId;
}

/** Starts watching the page's queries of `collectionId`; `first()` gives the first one's duration. */
export function watchQueryDuration(page: Page, collectionId: string) {
  const durations: number[] = [];
  const onFinished = (request: Request) => {
    if (queriedCollection(request) !== collectionId) return;
    const { responseEnd } = request.timing();
    if (responseEnd >= 0) durations.push(responseEnd);
  };
  page.on('requestfinished', onFinished);
  return {
    /** Milliseconds of the first query seen (its event may trail the screen by a moment). */
    async first(): Promise<number> {
      const deadline = Date.now() + WAIT_MS;
      while (durations.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      page.off('requestfinished', onFinished);
      if (durations.length === 0) throw new Error(`the page ran no ${collectionId} query`);
      return durations[0];
    },
  };
}
