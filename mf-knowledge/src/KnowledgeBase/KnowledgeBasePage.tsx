import { Link } from 'react-router-dom';
import { Card, Empty, Spin, Tag } from 'antd';
import { useCategories } from '../api';
import { KB_TEXTS } from '../texts';
import { FolderIcon } from '@portal/shared/icons';
import '../knowledge.css';
import { QueryError } from '@portal/shared/pages';

/** /knowledgebase: the grid of knowledge-base folders (spec 2.14); a folder opens /knowledgebase/{id}/{slug}. */
export function KnowledgeBasePage() {
  const categories = useCategories();
  return (
    <section className="kb-page" aria-labelledby="kb-title">
      <h2 id="kb-title">{KB_TEXTS.knowledgeBase}</h2>
      {categories.isPending ? (
        <Spin aria-label="Loading" />
      ) : categories.isError ? (
        <QueryError query={categories} fallback={KB_TEXTS.loadFailed} />
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
