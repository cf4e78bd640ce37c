// the shell is a plain app: it becomes a federation host only when it loads a remote (registry/remoteModules.ts)
import './bootstrap';
