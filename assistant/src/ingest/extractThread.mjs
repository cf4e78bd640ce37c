// The extraction thread's entry: the service runs from TypeScript source, so the thread registers tsx before it
// loads extractThread.ts (a worker does not take the parent's `--import tsx` loader hooks).
import { register } from 'tsx/esm/api';

register();
await import('./extractThread.ts');
