import { InlineConfirm, type InlineConfirmProps } from '@pitaka/ui';
import { remoteKitText } from '../i18n/remote-kit-text';

export type DeleteConfirmProps = Omit<InlineConfirmProps, 'confirmLabel' | 'cancelLabel' | 'busyLabel' | 'tone'>;

/**
 * A record's delete in place: `label` (e.g. 'Delete Account'), then Confirm Delete and Cancel with
 * the `prompt`, 'Deleting...' while busy; in the remotes' words, in the page's language.
 */
export function DeleteConfirm(props: DeleteConfirmProps) {
  const text = remoteKitText.useText();
  return (
    <InlineConfirm
      confirmLabel={text('delete.confirm')}
      cancelLabel={text('cancel')}
      busyLabel={text('delete.busy')}
      {...props}
    />
  );
}
