// users/{uid}/restores/{backupId}: the marker of a restore, written with each of its commits, so
// a restore that stopped continues with the next commit (see ../backup.ts).
import type { DocumentData, Timestamp } from 'firebase/firestore/lite';
import { converter } from './document';
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
  madeAt: Timestamp;
  commits: number;
  done: number;
  createdAt: Timestamp;
}

export function restoreMarkerToDoc(m: RestoreMarker): RestoreMarkerDoc {
  return { madeAt: ts(m.madeAt), commits: m.commits, done: m.done, createdAt: ts(m.createdAt) };
}

export function restoreMarkerFromDoc(d: DocumentData): RestoreMarker {
  return {
    madeAt: readRequiredDate(d['madeAt']),
    commits: readInt(d['commits']),
    done: readInt(d['done']),
    createdAt: readRequiredDate(d['createdAt']),
  };
}

export const restoreMarkerConverter = converter<RestoreMarker, RestoreMarkerDoc>(restoreMarkerToDoc, (_id, d) =>
  restoreMarkerFromDoc(d),
);
