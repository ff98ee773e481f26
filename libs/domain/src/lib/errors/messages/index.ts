// Every user-visible message text, verbatim from the spec (sections 2, 4, 5, 8), one file per
// area. Texts the spec does not give are marked "spec silent". Templated money uses formatMoney.
export * from './catalogue';
export * from './groups';
export * from './translations';
export * from './auth';
export * from './accounts';
export * from './validation';
export * from './paluwagan';
export * from './debt';
export * from './generated';
export * from './transfers';
export * from './insights';
export * from './recurring';
export * from './statement-import';
export * from './backup';
export * from './offline';
export * from './links';
export * from './households';
export * from './budgets';
export * from './categories';
export * from './category-name';
