// The one-time rebuild of the monthly summaries, page by page (the commands of
// commands/rebuild-summaries.ts say how it resumes and when it starts again). The job reads the
// pages itself: a page a client sent could say anything.
import { INSIGHTS } from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import type { JobPort } from '../port/job';
import { paths } from '../port/paths';
import { addRebuildPage, finishRebuild, startRebuild } from '../commands/rebuild-summaries';
import type { RebuildCheckpoint } from '../stored';

export interface RebuildOptions {
  pageSize?: number;
  /** Stops after this many pages, as a function cut off would (tests of resuming). */
  stopAfterPages?: number;
}

/** A rebuild that keeps finding new commands is given up after this many starts. */
const ATTEMPTS = 3;

type Outcome = 'done' | 'stopped' | 'restart';

async function rebuildOnce(
  port: JobPort,
  { pageSize = 500, stopAfterPages = Infinity }: RebuildOptions,
): Promise<Outcome> {
  const started = await port.run(startRebuild, undefined);
  if (!started) return 'done';
  let checkpoint: RebuildCheckpoint = started;
  const transactions = paths(port.space).transactions;
  for (let pages = 0; ; pages += 1) {
    if (pages >= stopAfterPages) return 'stopped';
    const { docs, lastId } = await port.page(transactions, { after: checkpoint.through || undefined, limit: pageSize });
    const next =
      lastId === undefined
        ? await port.run(finishRebuild, checkpoint)
        : await port.run(addRebuildPage, { checkpoint, page: docs, lastId });
    if (typeof next === 'string') return next;
    checkpoint = next;
  }
}

/** Makes the summaries complete; returns at once when they already are. */
export async function rebuildSummaries(port: JobPort, options: RebuildOptions = {}): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const outcome = await rebuildOnce(port, options);
    if (outcome !== 'restart') return;
  }
  throw new CommandError('refused', INSIGHTS.rebuildKeptChanging);
}
