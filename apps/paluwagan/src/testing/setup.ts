// Page tests click through whole flows (100-button grids, dialogs); Jest's 5 s is too tight on a
// busy 2-core box. Set here rather than as `testTimeout`, which a multi-project run (npm test) ignores.
jest.setTimeout(20_000);
