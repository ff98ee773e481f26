// @pitaka/ui/testing: helpers for component and page tests of anything built on @pitaka/ui.
export { expectNoSeriousA11yViolations } from './axe';
export { mockMatchMedia, restoreMatchMedia } from './match-media';
export { textsOf } from './texts';
