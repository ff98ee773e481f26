import { MainPage } from '@pitaka/remote-kit';
import styled from 'styled-components';
import { BackupSection } from '../features/backup/components/backup-section';
import { RestoreSection } from '../features/backup/components/restore-section';
import { useBackup } from '../features/backup/use-backup';
import { useRestore } from '../features/backup/use-restore';
import { useFlowsText } from '../i18n/flows-text';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1.25rem;
  align-items: start;
`;

/** /backup: everything in one file, and a file brought into an account with no data. */
export default function BackupPage() {
  const backup = useBackup();
  const restore = useRestore();
  const text = useFlowsText();
  return (
    <MainPage
      title={text('backup.title')}
      subtitle={text('backup.subtitle')}
      related={{ to: '/import', label: text('backup.importLink') }}
    >
      <Sections>
        <BackupSection state={backup.state} onDownload={() => void backup.download()} />
        <RestoreSection
          state={restore.state}
          onChoose={(file) => void restore.choose(file)}
          onRestore={() => void restore.restore()}
        />
      </Sections>
    </MainPage>
  );
}
