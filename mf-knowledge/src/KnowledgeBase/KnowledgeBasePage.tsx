import { Link } from 'react-router-dom';
import { Alert, Button, Card, Empty, Spin, Tag } from 'antd';
import { errorText } from '@portal/shared/react';
import { useCategories } from '../api';
import { KB_TEXTS } from '../texts';
import { FolderIcon } from '../icons';
import '../knowledge.css';

/** /knowledgebase: the grid of knowledge-base folders (spec 2.14); a folder opens /knowledgebase/{id}/{slug}. */
export function KnowledgeBasePage() {
  const categories = useCategories();
  return (
    <section className="kb-page" aria-labelledby="kb-title">
      <h2 id="kb-title">{KB_TEXTS.knowledgeBase}</h2>
      {categories.isPending ? (
        <Spin aria-label="Loading" />
      ) : categories.isError ? (
        <Alert type="error" showIcon title={errorText(categories.error, KB_TEXTS.loadFailed)} action={<Button onClick={() => void categories.refetch()}>{KB_TEXTS.retry}</Button>} />
      ) : categories.data.length === 0 ? (
        <Empty description={KB_TEXTS.noKnowledgeBases} />
      ) : (
        <ul className="kb-grid">
          {categories.data.map((c) => (
            <li key={c.id}>
              <Link to={`/knowledgebase/${c.id}/${c.slug}`} className="kb-folder">
                <Card hoverable size="small">
                  <span className="kb-folder__icon" aria-hidden>
                    <FolderIcon />
                  </span>
                  <strong className="kb-folder__name">{c.name}</strong>
                  <span className="kb-folder__count">{KB_TEXTS.documentsCount(c.documents_count)}</span>
                  {c.group_ids.length > 0 && <Tag>{KB_TEXTS.restricted}</Tag>}
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
