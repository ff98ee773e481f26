import { Button } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { remoteKitText } from '../i18n/remote-kit-text';

export interface FormButtonsProps {
  busy: boolean;
  submitLabel: string;
  /** The submit button's words while busy, e.g. 'Saving...'. */
  busyLabel: string;
  /** Cancel as a link to this path. */
  cancelTo?: string;
  /** Cancel as a button, disabled while busy. Without it or `cancelTo` there is no Cancel. */
  onCancel?: () => void;
}

/** A form's Cancel and submit buttons; the form lays them out. The submit is disabled while busy. */
export function FormButtons({ busy, submitLabel, busyLabel, cancelTo, onCancel }: FormButtonsProps) {
  const text = remoteKitText.useText();
  return (
    <>
      {cancelTo !== undefined ? (
        <Button as={Link} to={cancelTo} $variant="secondary">
          {text('cancel')}
        </Button>
      ) : (
        onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {text('cancel')}
          </Button>
        )
      )}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
