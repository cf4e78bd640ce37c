import type { App } from 'antd';
import { errorText } from '@portal/shared/react';

type AppApi = ReturnType<typeof App.useApp>;

/** The delete confirmation of an event (modal and special-event page): confirm, delete, say so, then go on. */
export function confirmDeleteEvent(
  { modal, message }: Pick<AppApi, 'modal' | 'message'>,
  options: { title: string; confirm: string; remove: () => Promise<unknown>; done: string; failed: string; then: () => void },
) {
  modal.confirm({
    title: options.title,
    content: options.confirm,
    okText: options.title,
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await options.remove();
        void message.success(options.done);
        options.then();
      } catch (error) {
        void message.error(errorText(error, options.failed));
      }
    },
  });
}
