import { Button, Dialog } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountsText } from '../i18n/accounts-text';

/** The form inside an edit dialog: fields in one column. */
export const DialogForm = styled.form`
  display: grid;
  gap: 1rem;
`;

export interface EditDialogProps {
  title: string;
  /** The id of the form that 'Save Changes' submits. */
  formId: string;
  busy: boolean;
  /** 'Save Changes' stays disabled while there is nothing to save yet (e.g. still loading). */
  canSave?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** Modify Transaction and Modify Transfer: Cancel and 'Save Changes' ('Saving...'); Escape and the backdrop close it. */
export function EditDialog({ title, formId, busy, canSave = true, onClose, children }: EditDialogProps) {
  const text = useAccountsText();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      dismissible={!busy}
      busy={busy}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {text('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || !canSave}>
            {text(busy ? 'common.saving' : 'common.saveChanges')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
