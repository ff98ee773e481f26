export { theme, type PitakaTheme } from './lib/theme';
export { GlobalStyle } from './lib/global-style';
export { Button, type ButtonVariant } from './lib/button';
export { Card } from './lib/card';
export { Spinner, LoadingState } from './lib/spinner';
export { UnavailablePanel } from './lib/unavailable-panel';
export { Page, PageTitle, PageSubtitle, PageHeaderRow, PlaceholderPage } from './lib/page';
export { EmptyState } from './lib/empty-state';
export {
  AccountsIcon,
  AlertIcon,
  CheckCircleIcon,
  CheckIcon,
  CircleIcon,
  CloseIcon,
  DashboardIcon,
  DebtIcon,
  EyeIcon,
  EyeOffIcon,
  GoogleIcon,
  InfoIcon,
  LogoutIcon,
  MenuIcon,
  PaluwaganIcon,
  TransactionsIcon,
} from './lib/icons';
export { BrandMark, BrandLockup } from './lib/brand';
export { VisuallyHidden, visuallyHiddenStyles } from './lib/visually-hidden';
export { SkipLink } from './lib/skip-link';
export {
  FieldGroup,
  FieldLabel,
  FieldHint,
  FieldError,
  Input,
  TextField,
  PasswordField,
  type TextFieldProps,
  type PasswordFieldProps,
} from './lib/form-field';
export { Checkbox, type CheckboxProps } from './lib/checkbox';
export { Banner, type BannerTone } from './lib/banner';
export { Checklist, type ChecklistEntry } from './lib/checklist';
export {
  AuthLayout,
  AuthHeading,
  FormStack,
  SpreadRow,
  Divider,
  FormFootnote,
  type MarketingPanelContent,
} from './lib/auth-layout';
export { useFocusTrap, focusableElements, type FocusTrapOptions } from './lib/focus-trap';
export { SideNavFrame, SideNavList, SideNavFooter, type SideNavFrameProps } from './lib/side-nav-frame';
