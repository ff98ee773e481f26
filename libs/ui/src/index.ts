export { theme, type PitakaTheme } from './lib/theme';
export { GlobalStyle } from './lib/global-style';
export { Button, type ButtonVariant } from './lib/button';
export { Card } from './lib/card';
export { Spinner, LoadingState } from './lib/spinner';
export { UnavailablePanel } from './lib/unavailable-panel';
export { Page, PageTitle, PageSubtitle, PageHeaderRow, PlaceholderPage } from './lib/page';
export { EmptyState } from './lib/empty-state';
