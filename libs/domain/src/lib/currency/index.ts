// Money in any currency (issue #39, padala): ISO 4217 minor units, exact amounts, the person's
// own rates. Nothing of the app uses it yet; its screens will load it with them.
export * from './iso-4217';
export * from './minor-amounts';
export * from './rates';
