import { renderStandalone } from '@pitaka/remote-kit';
import { pages, prefixes } from './routes';

// Standalone: the same pages the shell shows, from routes.tsx.
renderStandalone({ appName: 'Planning', prefixes, pages });
