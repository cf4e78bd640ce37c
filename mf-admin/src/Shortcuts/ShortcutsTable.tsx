import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type DraggableAttributes } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Shortcut } from '@portal/shared';
import { useIsNarrow } from '@portal/shared/react';
import { SHORTCUT_TRUNCATE } from '@portal/shared/shortcuts';
import { Truncated } from './Truncated';
import { SHORTCUT_TEXTS as T } from './texts';
import { ResponsiveTable, type ResponsiveColumn } from '../ResponsiveTable';

export interface ShortcutsTableProps {
  rows: Shortcut[];
  status: 'active' | 'inactive';
  loading: boolean;
  /** drag-to-reorder (active tab, edit right, no search) */
  sortable: boolean;
  /** how many active shortcuts there are (the last cannot move down), whatever the search shows */
  activeCount: number;
  canEdit: boolean;
  canDelete: boolean;
  emptyText: string;
  busyId: number | null;
  onMove(shortcut: Shortcut, to: number | 'up' | 'down'): void;
  onEdit(shortcut: Shortcut): void;
  onDelete(shortcut: Shortcut): void;
  onActivate(shortcut: Shortcut): void;
}

type Listeners = ReturnType<typeof useSortable>['listeners'];
const HandleContext = createContext<{ setRef?: (node: HTMLElement | null) => void; listeners?: Listeners; attributes?: DraggableAttributes }>({});

/** A table row dnd-kit can move; its handle (below) gets the pointer and keyboard listeners. */
function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: Number(props['data-row-key']) });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#fafafa' } : {}),
  };
  return (
    <HandleContext.Provider value={{ setRef: setActivatorNodeRef, listeners, attributes }}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

function DragHandle({ label }: { label: string }) {
  const { setRef, listeners, attributes } = useContext(HandleContext);
  return (
    <button type="button" className="mfadmin-drag-handle" ref={setRef} {...attributes} {...listeners} aria-label={label} title={T.dragHint} data-testid="shortcut-drag-handle">
      ⠿
    </button>
  );
}

function Thumb({ url, alt }: { url: string | null; alt: string }) {
  return url ? <img src={url} alt={alt} width={40} height={40} className="mfadmin-thumb" /> : <span className="mfadmin-muted">{T.noImage}</span>;
}

function LinkCell({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer noopener">
      <Truncated text={url} max={SHORTCUT_TRUNCATE.link} />
    </a>
  );
}

/** The Apps Manager table (spec 2.8 columns, spec 9 truncations); the active tab reorders by drag-and-drop. */
export function ShortcutsTable(props: ShortcutsTableProps) {
  const { rows, status, loading, sortable, activeCount, canEdit, canDelete, emptyText, busyId, onMove, onEdit, onDelete, onActivate } = props;
  const narrow = useIsNarrow();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const columns = useMemo(() => {
    const list: ResponsiveColumn<Shortcut>[] = [];
    // drag-and-drop is the wide table's; a phone card moves with ↑ / ↓
    if (sortable && !narrow)
      list.push({
        key: 'drag',
        title: <span className="mfadmin-visually-hidden">{T.columns.drag}</span>,
        width: 44,
        render: (_, s) => <DragHandle label={T.dragHandle(s.name)} />,
      });
    list.push(
      { key: 'name', title: T.columns.name, render: (_, s) => <Truncated text={s.name} max={SHORTCUT_TRUNCATE.name} /> },
      { key: 'display_name1', title: T.columns.display_name1, render: (_, s) => <Truncated text={s.display_name1} max={SHORTCUT_TRUNCATE.display_name1} /> },
      { key: 'display_name2', title: T.columns.display_name2, render: (_, s) => <Truncated text={s.display_name2} max={SHORTCUT_TRUNCATE.display_name2} /> },
      { key: 'desktop_image', title: T.columns.desktop_image, width: 90, render: (_, s) => <Thumb url={s.desktop_image} alt={T.imageAlt(s.name, 'desktop')} /> },
      { key: 'mobile_image', title: T.columns.mobile_image, width: 90, render: (_, s) => <Thumb url={s.mobile_image} alt={T.imageAlt(s.name, 'mobile')} /> },
      { key: 'link_desktop', title: T.columns.link_desktop, render: (_, s) => <LinkCell url={s.link_desktop} /> },
      { key: 'link_mobile', title: T.columns.link_mobile, render: (_, s) => <LinkCell url={s.link_mobile} /> },
      { key: 'order', title: T.columns.order, dataIndex: 'order', width: 70 },
    );
    const actions = status === 'active' ? canEdit || canDelete : canDelete;
    if (actions) {
      list.push({
        key: 'actions',
        title: T.columns.actions,
        render: (_, s) =>
          status === 'inactive' ? (
            <Button size="small" aria-label={T.activateLabel(s.name)} loading={busyId === s.id} onClick={() => onActivate(s)}>
              {T.activate}
            </Button>
          ) : (
            <Space size={4} wrap>
              {canEdit && (
                <>
                  <Tooltip title={T.moveUp(s.name)}>
                    <Button size="small" aria-label={T.moveUp(s.name)} disabled={s.order === 1} onClick={() => onMove(s, 'up')}>
                      ↑
                    </Button>
                  </Tooltip>
                  <Tooltip title={T.moveDown(s.name)}>
                    <Button size="small" aria-label={T.moveDown(s.name)} disabled={s.order >= activeCount} onClick={() => onMove(s, 'down')}>
                      ↓
                    </Button>
                  </Tooltip>
                  <Button size="small" aria-label={T.editLabel(s.name)} onClick={() => onEdit(s)}>
                    {T.edit}
                  </Button>
                </>
              )}
              {canDelete && (
                <Button size="small" danger aria-label={T.deleteLabel(s.name)} loading={busyId === s.id} onClick={() => onDelete(s)}>
                  {T.delete}
                </Button>
              )}
            </Space>
          ),
      });
    }
    return list;
  }, [narrow, sortable, status, canEdit, canDelete, busyId, activeCount, onMove, onEdit, onDelete, onActivate]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const moving = rows.find((s) => s.id === Number(active.id));
    const target = rows.findIndex((s) => s.id === Number(over.id));
    if (moving && target >= 0) onMove(moving, target + 1);
  }

  const table = (
    <ResponsiveTable<Shortcut>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      components={sortable ? { body: { row: SortableRow } } : undefined}
      locale={{ emptyText }}
      size="middle"
      testId={`shortcuts-table-${status}`}
    />
  );
  if (!sortable || narrow) return table;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={rows.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        {table}
      </SortableContext>
    </DndContext>
  );
}
