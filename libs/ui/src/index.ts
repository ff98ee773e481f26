export { theme, type PitakaTheme } from './lib/theme';
export { darkPalette, lightPalette, type ColorToken, type Palette } from './lib/color-scheme/palettes';
export {
  THEME_CHOICES,
  THEME_CHOICE_KEY,
  chooseTheme,
  currentColorScheme,
  readThemeChoice,
  showRememberedTheme,
  useColorScheme,
  useThemeChoice,
  type ColorScheme,
  type ThemeChoice,
} from './lib/color-scheme/theme-choice';
export { ThemeSwitcher, type ThemeSwitcherProps } from './lib/color-scheme/theme-switcher';
export { useSchemeChanges } from './lib/color-scheme/scheme-changes';
export { SegmentedChoice, type SegmentedChoiceProps, type SegmentedOption } from './lib/segmented-choice';
export {
  addCatalogueLoader,
  defineCatalogue,
  compiledText,
  loadCatalogues,
  type Catalogue,
  type CatalogueSources,
  type KeyOf,
  type MessageValues,
  type Text,
  type TextOf,
} from './lib/i18n/catalogue';
export {
  LANGUAGES,
  LANGUAGE_KEY,
  LANGUAGE_CHOSEN_AT_KEY,
  chooseLanguage,
  readLanguage,
  readLanguageChoice,
  rememberLanguage,
  ServerLanguage,
  showLanguage,
  showRememberedLanguage,
  useLanguage,
  type Language,
  type LanguageChoice,
} from './lib/i18n/language';
export { LanguageSwitcher, switchLanguage, type LanguageSwitcherProps } from './lib/i18n/language-switcher';
export { GlobalStyle } from './lib/global-style';
export { Button, type ButtonVariant } from './lib/button';
export { Card } from './lib/card';
export { CardLink, LinkCard } from './lib/link-card';
export { WidgetCard, type WidgetCardProps } from './lib/widget-card';
export { SectionCard, SectionNote, type SectionCardProps } from './lib/section-card';
export { CardHeading, type CardHeadingProps } from './lib/card-heading';
export { CardGrid, ListSection, ListSectionSkeleton, type ListSectionProps } from './lib/list-section';
export { Spinner, LoadingState } from './lib/spinner';
export { Page, PageTitle, PageSubtitle, PageHeaderRow, PlaceholderPage } from './lib/page';
export { spreadRow } from './lib/spread-row';
export { FieldGrid } from './lib/field-grid';
export { FieldPair, FormActionRow, StackedForm } from './lib/form-layout';
export { SelectField, type SelectFieldProps } from './lib/select-field';
export { choiceInput } from './lib/choice-input';
export { PageHeader, TitledPage, type PageHeaderProps, type TitledPageProps } from './lib/page-header';
export { EmptyState, type EmptyStateProps } from './lib/empty-state';
export {
  AccountsIcon,
  AlertIcon,
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  TransferIcon,
  CheckCircleIcon,
  CheckIcon,
  CircleIcon,
  ClockIcon,
  CloseIcon,
  DashboardIcon,
  DebtIcon,
  EditIcon,
  EyeIcon,
  EyeOffIcon,
  GoogleIcon,
  HouseholdIcon,
  InfoIcon,
  InsightsIcon,
  LogoutIcon,
  MenuIcon,
  MinusIcon,
  PaluwaganIcon,
  PlusIcon,
  SettingsIcon,
  TransactionsIcon,
  UndoIcon,
  UpcomingIcon,
  BudgetIcon,
  GoalIcon,
} from './lib/icons';
export { FALLBACK_NAV_ICON, NAV_ICONS, navIcon, type NavIconName } from './lib/nav-icons';
export { VisuallyHidden, visuallyHiddenStyles } from './lib/visually-hidden';
export {
  FieldGroup,
  FieldLabel,
  FieldHint,
  FieldError,
  Input,
  TextField,
  PasswordField,
  LabelledField,
  type FieldControlProps,
  type LabelledFieldProps,
  type TextFieldProps,
  type PasswordFieldProps,
} from './lib/form-field';
export { Banner, type BannerTone } from './lib/banner';
export { useFocusTrap, focusableElements, type FocusTrapOptions } from './lib/focus-trap';
export { Dialog, DialogFooter, type DialogProps } from './lib/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/confirm-dialog';
export { NumberStepper, type NumberStepperProps } from './lib/number-stepper';
export { MoneyInput, type MoneyInputProps } from './lib/money-input';
export { ProgressBar, type ProgressBarProps } from './lib/progress-bar';
export { StatusBanner, StatusBannerSkeleton, type StatusTone } from './lib/status-banner';
export { StatusPill, type PillTone, type StatusPillProps } from './lib/status-pill';
export { InlineConfirm, type InlineConfirmProps } from './lib/inline-confirm';
export { DangerZone, type DangerZoneProps } from './lib/danger-zone';
export { SelectableTable, type SelectableColumn, type SelectableTableProps } from './lib/selectable-table';
export { tableStyles } from './lib/table-styles';
export { useMediaQuery, PHONE_QUERY } from './lib/use-media-query';
export {
  AccountSelect,
  Select,
  SelectOptions,
  type AccountOption,
  type AccountSelectProps,
  type SelectOption,
} from './lib/account-select';
export { Skeleton, SkeletonBlock, SkeletonText } from './lib/skeleton';
export { SkeletonCard } from './lib/skeleton-card';
export { SkeletonLine, type SkeletonLineProps } from './lib/skeleton-line';
export { MoneyText, type MoneyKind, type MoneyTextProps } from './lib/money-text';
export { DateText, type DateTextProps } from './lib/date-text';
export { LoadError, type LoadErrorProps } from './lib/load-error';
export { Fact, FactList } from './lib/fact-list';
export { RecordUnavailable, type RecordUnavailableProps } from './lib/record-unavailable';
export { TextLink, BackLink } from './lib/text-link';
export { RadioCardGroup, type RadioCardGroupProps, type RadioCardOption } from './lib/radio-card-group';
export {
  PaymentSourceDialog,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentSourceDialogProps,
} from './lib/payment-source-dialog';
export { Checkbox, type CheckboxProps } from './lib/checkbox';
