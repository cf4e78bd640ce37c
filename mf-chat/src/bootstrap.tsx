// Standalone dev harness (`npm run dev` in this folder); never exposed: inside the portal the shell's providers are used.
import { startStandalone } from '@portal/shared/react/standalone';
import routes from './routes';

startStandalone({ name: 'mf_chat', routes });
