// The stored shape of every document (spec section 3/7 field names, money in pesos, dates as
// timestamps) and the domain model (JS Dates, amounts in centavos): one codec per collection over
// the shared field readers. The one place where pesos become centavos and back.
export { readDate, ts } from './fields';
export type { StoredDoc, StoredDate } from './stored-doc';
export type { Codec } from './document';
export { MalformedDocumentError, isMalformedDocumentError } from './malformed';
export * from './users';
export * from './accounts';
export * from './transactions';
export * from './paluwagans';
export * from './debts';
export * from './summaries';
export * from './recurring';
export * from './imports';
export * from './restores';
export * from './command-receipts';
export * from './households';
export { attributed } from './attribution';
export * from './activity';
export * from './budgets';
export * from './goals';
export * from './rates';
