// users/{uid}/restores/{backupId}: the marker of a restore, written with each of its commits, so
// a restore that stopped continues with the next commit (see ../backup.ts).
import type { StoredDoc, StoredDate } from './stored-doc';
import { codec } from './document';
import { readInt, readRequiredDate, ts } from './fields';

export interface RestoreMarker {
  /** When the backup being restored was made (names it in "another restore did not finish"). */
  madeAt: Date;
  /** The commits of the restore's plan, and how many of them are written. */
  commits: number;
  done: number;
  createdAt: Date;
}

export interface RestoreMarkerDoc {
  madeAt: StoredDate;
  commits: number;
  done: number;
  createdAt: StoredDate;
}

export function restoreMarkerToDoc(m: RestoreMarker): RestoreMarkerDoc {
  return { madeAt: ts(m.madeAt), commits: m.commits, done: m.done, createdAt: ts(m.createdAt) };
}

export function restoreMarkerFromDoc(d: StoredDoc): RestoreMarker {
  return {
    madeAt: readRequiredDate(d['madeAt']),
    commits: readInt(d['commits']),
    done: readInt(d['done']),
    createdAt: readRequiredDate(d['createdAt']),
  };
}

export const restoreMarkerCodec = codec<RestoreMarker, RestoreMarkerDoc>(restoreMarkerToDoc, (_id, d) =>
  restoreMarkerFromDoc(d),
);
