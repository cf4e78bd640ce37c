import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, App, Button, Drawer, Input, Modal, Popconfirm, Select, Space, Spin, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorText, usePermission } from '@portal/shared/react';
import { sortDocuments, type DocumentSort } from '@portal/shared/knowledge';
import type { KnowledgeDocument } from '@portal/shared/knowledge/schemas';
import { useCategory, useDeleteCategory, useDeleteDocument, useDocument, useDocuments, useRenameDocument } from '../api';
import { DEFAULT_DOCUMENT_SORT, DOCUMENT_SORTS, KB_TEXTS, KNOWLEDGE_TOASTS } from '../texts';
import '../knowledge.css';
import { QueryError } from '@portal/shared/pages';
import { formatDateTime } from '@portal/shared/time';

const STATUS_COLOR: Record<string, string> = { indexing: 'processing', indexed: 'success', failed: 'error' };

/** The document viewer: its passages, scrolled to the one a source links to. */
function DocumentViewer({ id, passage, onClose }: { id: number | null; passage: number | null; onClose: () => void }) {
  const doc = useDocument(id);
  const target = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    target.current?.scrollIntoView({ block: 'center' });
  }, [doc.data, passage]);
  return (
    <Drawer open={id !== null} onClose={onClose} title={doc.data?.filename ?? KB_TEXTS.passages} size={560} destroyOnHidden>
      {doc.isPending ? (
        <Spin />
      ) : doc.isError ? (
        <QueryError query={doc} fallback={KB_TEXTS.loadFailed} />
      ) : (
        <div className="kb-viewer">
          {doc.data.status === 'failed' && <Alert type="error" title={doc.data.error} />}
          {doc.data.url && doc.data.kind === 'url' && (
            <p>
              <a href={doc.data.url} target="_blank" rel="noreferrer noopener">
                {doc.data.url}
              </a>
            </p>
          )}
          {doc.data.passages.map((p) => (
            <p key={p.id} id={`passage-${p.id}`} ref={p.id === passage ? target : undefined} className={p.id === passage ? 'kb-passage kb-passage--target' : 'kb-passage'}>
              {p.content}
            </p>
          ))}
        </div>
      )}
    </Drawer>
  );
}

/** /knowledgebase/{id}/{slug}: name, Return, sortable and filterable documents, delete category, rename document (spec 2.14). */
export function KnowledgeBaseDetail() {
  const { idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { message } = App.useApp();
  const category = useCategory(id);
  const documents = useDocuments(id);
  const canRename = usePermission('chat_feg_docs', 'edit');
  const canDelete = usePermission('chat_feg_docs', 'delete');
  const deleteCategory = useDeleteCategory();
  const deleteDocument = useDeleteDocument(id);
  const renameDocument = useRenameDocument(id);
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DOCUMENT_SORT);
  const [filter, setFilter] = useState('');
  const [renaming, setRenaming] = useState<KnowledgeDocument | null>(null);
  const [newName, setNewName] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const viewing = params.get('document') ? Number(params.get('document')) : null;
  const passage = params.get('passage') ? Number(params.get('passage')) : null;

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const list = (documents.data ?? []).filter((d) => !needle || d.filename.toLowerCase().includes(needle));
    return sortDocuments(list, sort);
  }, [documents.data, filter, sort]);

  const handleDeleteCategory = async () => {
    try {
      await deleteCategory.mutateAsync(id);
      message.success(KNOWLEDGE_TOASTS.categoryDeleted);
      setConfirmingDelete(false);
      navigate('/knowledgebase');
    } catch (error) {
      message.error(errorText(error, KB_TEXTS.loadFailed));
    }
  };
  const handleRename = async () => {
    if (!renaming || !newName.trim()) return;
    try {
      await renameDocument.mutateAsync({ id: renaming.id, filename: newName.trim() });
      message.success(KNOWLEDGE_TOASTS.documentRenamed);
      setRenaming(null);
    } catch (error) {
      message.error(errorText(error, KB_TEXTS.loadFailed));
    }
  };
  const handleDeleteDocument = async (doc: KnowledgeDocument) => {
    try {
      await deleteDocument.mutateAsync(doc.id);
      message.success(KNOWLEDGE_TOASTS.documentDeleted);
    } catch (error) {
      message.error(errorText(error, KB_TEXTS.loadFailed));
    }
  };
  const open = (doc: KnowledgeDocument) => setParams({ document: String(doc.id) });

  const columns: ColumnsType<KnowledgeDocument> = [
    {
      title: KB_TEXTS.filename,
      dataIndex: 'filename',
      render: (_v, doc) => (
        <Button type="link" onClick={() => open(doc)} className="kb-doc-link">
          {doc.filename}
        </Button>
      ),
    },
    { title: KB_TEXTS.created, dataIndex: 'created_at', responsive: ['md'], render: (v: string) => formatDateTime(v) },
    {
      title: KB_TEXTS.status,
      dataIndex: 'status',
      render: (_v, doc) => (
        <Tooltip title={doc.status === 'failed' ? doc.error : undefined}>
          <Tag color={STATUS_COLOR[doc.status]} data-status={doc.status}>
            {KB_TEXTS.statusLabel[doc.status]}
          </Tag>
          {doc.status === 'failed' && <span className="kb-error">{doc.error}</span>}
        </Tooltip>
      ),
    },
    ...(canRename || canDelete
      ? [
          {
            title: KB_TEXTS.actions,
            key: 'actions',
            render: (_v: unknown, doc: KnowledgeDocument) => (
              <Space>
                {canRename && (
                  <Button
                    size="small"
                    onClick={() => {
                      setRenaming(doc);
                      setNewName(doc.filename);
                    }}
                  >
                    {KB_TEXTS.rename}
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm title={KB_TEXTS.deleteDocumentConfirm} onConfirm={() => handleDeleteDocument(doc)}>
                    <Button size="small" danger>
                      {KB_TEXTS.deleteDocument}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  if (category.isError)
    return (
      <Alert type="error" showIcon title={errorText(category.error, KB_TEXTS.loadFailed)} action={<Button onClick={() => navigate('/knowledgebase')}>{KB_TEXTS.return}</Button>} />
    );
  return (
    <section className="kb-page" aria-labelledby="kb-detail-title">
      <div className="kb-detail-head">
        <Button onClick={() => navigate('/knowledgebase')}>{KB_TEXTS.return}</Button>
        <h2 id="kb-detail-title">{category.data?.name ?? ''}</h2>
        {canDelete && (
          <Button danger onClick={() => setConfirmingDelete(true)}>
            {KB_TEXTS.deleteCategory}
          </Button>
        )}
      </div>
      <div className="kb-toolbar">
        <Input.Search allowClear placeholder={KB_TEXTS.filter} aria-label={KB_TEXTS.filter} value={filter} onChange={(e) => setFilter(e.target.value)} />
        <label className="kb-sort">
          <span>{KB_TEXTS.sortBy}</span>
          <Select<DocumentSort>
            aria-label={KB_TEXTS.sortBy}
            value={sort}
            onChange={setSort}
            options={DOCUMENT_SORTS.map((s) => ({ value: s, label: s }))}
            style={{ minWidth: 140 }}
          />
        </label>
      </div>
      {documents.isError ? (
        <QueryError query={documents} fallback={KB_TEXTS.loadFailed} />
      ) : (
        <Table rowKey="id" columns={columns} dataSource={rows} loading={documents.isPending} pagination={false} locale={{ emptyText: KB_TEXTS.noDocuments }} scroll={{ x: true }} />
      )}
      <Modal
        open={confirmingDelete}
        title={KB_TEXTS.deleteCategory}
        okText={KB_TEXTS.deleteCategory}
        okButtonProps={{ danger: true, loading: deleteCategory.isPending }}
        onOk={handleDeleteCategory}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{KB_TEXTS.deleteCategoryConfirm}</p>
      </Modal>
      <Modal
        open={renaming !== null}
        title={KB_TEXTS.renameDocument}
        okText={KB_TEXTS.rename}
        okButtonProps={{ disabled: !newName.trim(), loading: renameDocument.isPending }}
        onOk={handleRename}
        onCancel={() => setRenaming(null)}
      >
        <label className="kb-field">
          <span>{KB_TEXTS.filename}</span>
          <Input value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={200} onPressEnter={handleRename} autoFocus />
        </label>
      </Modal>
      <DocumentViewer id={viewing} passage={passage} onClose={() => setParams({})} />
    </section>
  );
}
