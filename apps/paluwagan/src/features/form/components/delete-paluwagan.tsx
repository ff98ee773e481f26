import { LINK } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { InlineConfirm } from '@pitaka/ui';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

/** 'Delete Paluwagan', then 'Confirm Delete' / 'Cancel' in place. */
export function DeletePaluwagan({
  busy,
  disabled,
  onConfirm,
}: {
  busy: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const text = usePaluwaganText();
  const say = useMessageText();
  return (
    <InlineConfirm
      label={text('delete.label')}
      confirmLabel={text('delete.confirm')}
      cancelLabel={text('delete.cancel')}
      busyLabel={text('delete.busy')}
      prompt={text('delete.prompt', { keepsHistory: say(LINK.deleteKeepsHistory) })}
      busy={busy}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
