import type { PageMeta } from '@portal/shared/knowledge/schemas';

/** Spec 7's meta object (first_page, last_page, current_page, next_page) plus total and per_page. */
export function pageOf(total: number, perPage: number, page: number): PageMeta {
  const last = Math.max(1, Math.ceil(total / perPage));
  return {
    total,
    per_page: perPage,
    current_page: page,
    first_page: 1,
    last_page: last,
    next_page: page < last ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, last) : null,
  };
}
