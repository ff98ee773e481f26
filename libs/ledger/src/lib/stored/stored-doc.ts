// The stored shape of a document: plain field maps as Firestore keeps them (the spec's field
// names, money in pesos). Dates are written as JS Dates, which both Firestore SDKs (the web one
// and the Admin SDK) store as timestamps, and read from anything with `toDate()`: so the codecs
// need no Firebase import and serve the client, the server and the in-memory store alike.

/** One stored document's fields. */
export type StoredDoc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A date as the codecs write it (a Firestore timestamp once stored). */
export type StoredDate = Date;
