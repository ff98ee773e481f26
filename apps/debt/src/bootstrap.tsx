import { renderStandalone } from '@pitaka/remote-kit';
import { pages } from './routes';

// Standalone: the same pages the shell shows, from routes.tsx.
renderStandalone({ appName: 'Debt', pages });
