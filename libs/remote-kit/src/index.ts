export { renderStandalone, type StandaloneOptions } from './lib/standalone-app';
export {
  isUnderPrefix,
  lazyPage,
  prefixesOf,
  remoteRoutes,
  RemoteRoutes,
  titleText,
  type LocalTitle,
  type RemotePage,
  type RemoteRoutesProps,
  type RoutesModuleProps,
} from './lib/remote-routes';
export type { DashboardWidgetDeclaration, WidgetsModule } from './lib/dashboard-widgets';
export { useToday } from './lib/use-today';
export { useDates } from './lib/use-dates';
export { reportFailure } from './lib/report-failure';
export { useMessageText, useShownError, type MessageText } from './lib/message-text';
export { useLoggedError } from './lib/use-logged-error';
export { useRecord, type LoadedRecord, type RecordQuery, type RecordState } from './lib/use-record';
export { LinkButton, type LinkButtonProps } from './lib/link-button';
export { NewRecordButton, type NewRecordButtonProps } from './lib/new-record-button';
export { useAttribution, useCanChangeMoney } from './lib/space-role';
export { RecordView, type RecordViewProps, type UnavailableTexts } from './lib/record-view';
export {
  LoadView,
  queryLoadState,
  type Loaded,
  type LoadQuery,
  type LoadState,
  type LoadViewProps,
} from './lib/load-view';
export { useRowSelection, type RowSelectionState, type SelectableRow } from './lib/schedule/use-row-selection';
export { useScheduleAccounts } from './lib/schedule/use-schedule-accounts';
export {
  useMarkRowsFlow,
  type MarkRowsFlow,
  type MarkRowsFlowOptions,
  type MarkRowsTexts,
} from './lib/schedule/use-mark-rows-flow';
export {
  useUnmarkRowsFlow,
  type UnmarkRowsFlow,
  type UnmarkRowsFlowOptions,
  type UnmarkRowsTexts,
} from './lib/schedule/use-unmark-rows-flow';
export { UnmarkRowsDialog, type UnmarkRowsDialogProps } from './lib/schedule/unmark-rows-dialog';
export { FormButtons, type FormButtonsProps } from './lib/form-buttons';
export { DeleteConfirm, type DeleteConfirmProps } from './lib/delete-confirm';
export { BackLinkPage, type BackLinkPageProps } from './lib/back-link-page';
export { MainPage, type MainPageProps } from './lib/main-page';
export {
  choiceProps,
  errorFor,
  inputProps,
  moneyProps,
  textLineProps,
  useFocusOnError,
  valueProps,
  wholeForm,
  type Choice,
  type FormError,
  type FormFields,
  type TextKey,
} from './lib/form-fields';
export { downloadFile } from './lib/download-file';
export { blobBytes } from './lib/blob-bytes';
export { NoAccounts } from './lib/no-accounts';
export { AccountsState, type AccountsQuery, type AccountsStateProps } from './lib/accounts-state';
export {
  useForm,
  type FormCheck,
  type FormConfig,
  type FormFieldsOf,
  type FormSave,
  type ShownFormError,
} from './lib/use-form';
export { useCreateForm, type CreateCommand, type CreateSteps } from './lib/use-create-form';
