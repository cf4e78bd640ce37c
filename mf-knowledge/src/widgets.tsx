import type { RemoteWidget } from '@portal/shared';
import { ASSISTANT_CHAT_PERMISSION } from '@portal/shared/knowledge';
import { FloatingChat } from './Chat/FloatingChat';

/**
 * Exposed as `./widgets`: the assistant launcher in the header of every page (the shell's `header` slot, declared in
 * portal.json), for users with chat_feg view. Plain React; the panel and its code load on the first click.
 */
const widgets: RemoteWidget[] = [{ key: 'assistant-chat', slot: 'header', element: FloatingChat, permission: ASSISTANT_CHAT_PERMISSION }];

export default widgets;
