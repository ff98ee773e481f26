import { LINK_MESSAGES } from '@pitaka/domain';
import { InlineConfirm } from '@pitaka/ui';

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
  return (
    <InlineConfirm
      label="Delete Paluwagan"
      confirmLabel="Confirm Delete"
      cancelLabel="Cancel"
      busyLabel="Deleting..."
      prompt={`This cannot be undone. ${LINK_MESSAGES.deleteKeepsHistory}`}
      busy={busy}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
