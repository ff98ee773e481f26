// Typed converters between Firestore documents (spec section 3/7 field names, dates as
// Timestamps) and the domain model (JS Dates, amounts rounded to the centavo), one file per
// collection over the shared field readers.
export { readDate, ts } from './fields';
export * from './users';
export * from './accounts';
export * from './transactions';
export * from './paluwagans';
export * from './debts';
export * from './summaries';
export * from './recurring';
export * from './imports';
export * from './restores';
