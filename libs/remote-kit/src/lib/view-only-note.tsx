import { householdMessage } from '@pitaka/domain';
import { useCurrentSpace } from '@pitaka/data';
import { RecordUnavailable } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { useMessageText } from './message-text';
import { remoteKitText } from '../i18n/remote-kit-text';

/**
 * In place of a page that changes money (a form, an import), for a household's viewer who reached
 * it by its address: why it is not there for them, and the way back. The server would refuse the
 * write anyway.
 */
export function ViewOnlyNote() {
  const text = remoteKitText.useText();
  const say = useMessageText();
  const household = useCurrentSpace()?.name ?? '';
  return (
    <RecordUnavailable
      title={text('viewOnly.title')}
      detail={say(householdMessage('viewerCannotChange', { household }))}
      backTo="/dashboard"
      backLabel={text('viewOnly.back')}
      linkAs={Link}
    />
  );
}
