import { Button, Modal, Typography } from 'antd';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DirectoryShortcut } from '@portal/shared';
import { moveId, SHORTCUT_TRUNCATE, truncateText } from '@portal/shared/shortcuts';
import { APPS_TEXTS as T } from './texts';

export interface PersonalOrderModalProps {
  apps: DirectoryShortcut[];
  saving: boolean;
  /** the whole new order (app ids, first to last) */
  onReorder(order: number[]): void;
  onClose(): void;
}

function OrderItem({ app, index, count, onMove }: { app: DirectoryShortcut; index: number; count: number; onMove(to: number): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: app.id });
  return (
    <li
      ref={setNodeRef}
      className="mfadmin-order-item"
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
      data-testid="personal-order-item"
    >
      <button type="button" className="mfadmin-drag-handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={T.dragHandle(app.display_name1)}>
        ⠿
      </button>
      <img src={app.desktop_image} alt="" width={32} height={32} />
      <span className="mfadmin-order-item__name" title={app.display_name1}>
        {truncateText(app.display_name1, SHORTCUT_TRUNCATE.directoryName)}
      </span>
      <Button size="small" aria-label={T.moveUp(app.display_name1)} disabled={index === 0} onClick={() => onMove(index - 1)}>
        ↑
      </Button>
      <Button size="small" aria-label={T.moveDown(app.display_name1)} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        ↓
      </Button>
    </li>
  );
}

/** Spec 2.8: the 'Personal order' modal, drag-and-drop (pointer or keyboard) or arrows; each move is saved at once. */
export function PersonalOrderModal({ apps, saving, onReorder, onClose }: PersonalOrderModalProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = apps.map((a) => a.id);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, Number(active.id), ids.indexOf(Number(over.id))));
  }

  return (
    <Modal
      open
      title={T.personalOrderTitle}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {T.done}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{T.personalOrderHint}</Typography.Paragraph>
      {saving && (
        <Typography.Text type="secondary" role="status">
          {T.saving}
        </Typography.Text>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="mfadmin-order-list" aria-label={T.personalOrderTitle}>
            {apps.map((app, index) => (
              <OrderItem key={app.id} app={app} index={index} count={apps.length} onMove={(to) => onReorder(moveId(ids, app.id, to))} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </Modal>
  );
}
