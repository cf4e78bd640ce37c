import type { RemoteWidget } from '@portal/shared';
import { FloatingChat } from './Chat/FloatingChat';

/**
 * Exposed as `./widgets`: the floating assistant chat on every page (the shell's `floating` slot, declared in
 * portal.json), for users with chat_feg view. Plain React; the panel and its code load on the first click.
 */
const widgets: RemoteWidget[] = [{ key: 'assistant-chat', slot: 'floating', element: FloatingChat, permission: { module: 'chat_feg', action: 'view' } }];

export default widgets;
