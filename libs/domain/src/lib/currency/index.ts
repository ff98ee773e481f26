// Money in any currency (issue #39, padala): ISO 4217 minor units, exact amounts, the person's
// own rates, and the conversion of the documents' major-unit fields.
export * from './iso-4217';
export * from './minor-amounts';
export * from './rates';
export * from './stored-units';
export * from './kept-rates';
export * from './padala-report';
export * from './currency-choices';
export * from './estimates';
