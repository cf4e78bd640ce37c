/**
 * The spec's paging fields for an offset/limit `request` given `total` matching rows: `nextPage` / `prevPage` are
 * the query strings (no `?`) of the neighbouring pages, or null; past the end, `prevPage` is the last page that
 * has rows. `queryString` spells out every parameter of a request.
 */
export function offsetPaging<R extends { limit: number; offset: number }>(request: R, total: number, queryString: (request: R) => string) {
  const { limit, offset } = request;
  const nextPage = offset + limit < total ? queryString({ ...request, offset: offset + limit }) : null;
  const lastStart = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const prevOffset = Math.min(Math.max(0, offset - limit), lastStart);
  const prevPage = offset > 0 ? queryString({ ...request, offset: prevOffset }) : null;
  return { limit, offset, total, nextPage, prevPage, pageCount: Math.ceil(total / limit) };
}

/** Spec 4 (analytics): the page number shown, from the offset and limit the server answered with (1-based). */
export function pageNumberOf(page: { limit: number; offset: number }): number {
  return Math.floor(page.offset / Math.max(1, page.limit)) + 1;
}
