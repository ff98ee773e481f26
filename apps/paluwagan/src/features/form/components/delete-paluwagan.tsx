import { LINK } from '@pitaka/domain';
import { DeleteConfirm, useMessageText, type DeleteConfirmProps } from '@pitaka/remote-kit';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';

/** 'Delete Paluwagan', then 'Confirm Delete' / 'Cancel' in place. */
export function DeletePaluwagan(confirm: Pick<DeleteConfirmProps, 'busy' | 'disabled' | 'onConfirm'>) {
  const text = usePaluwaganText();
  const say = useMessageText();
  const prompt = text('delete.prompt', { keepsHistory: say(LINK.deleteKeepsHistory) });
  return <DeleteConfirm label={text('delete.label')} prompt={prompt} {...confirm} />;
}
