import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { AuditDeletedKind } from '@portal/shared';
import type { Db } from '../db';
import { writeAudit } from './index';

/**
 * Every destructive action is audited (issue 43): each DELETE route declares `config.audit` (checked when the app is
 * ready, like `config.access`), and one hook writes the row (who, what, which, the object's title, when) once the
 * route answered 2xx. The title is read before the handler runs, while the object still exists.
 */
export interface DeleteAudit {
  /** the kind of object (audit target_type; the action is `<target>.delete`) */
  target: AuditDeletedKind | ((request: FastifyRequest) => AuditDeletedKind);
  /** the object's title, read before it goes; null/undefined when there is none to read */
  title?: (db: Db, request: FastifyRequest) => Promise<string | null | undefined>;
  /** the deleted object's id (default: the `id` route parameter) */
  id?: (request: FastifyRequest) => string | number | undefined;
  /** the module's service writes its own, richer row in the deleting transaction (locations, shortcuts) */
  writtenByService?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: DeleteAudit;
  }
  interface FastifyRequest {
    auditTitle?: string | null;
  }
}

const paramId = (request: FastifyRequest) => (request.params as Record<string, string | undefined> | undefined)?.id;

/** Short enough for the log's table; a comment's text is a title only in part. */
export const auditTitle = (text: string | null | undefined) => (text == null ? null : text.length > 200 ? `${text.slice(0, 199)}…` : text);

export function installDeleteAudit(app: FastifyInstance, db: Db) {
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('DELETE')) seen.push(route);
  });
  app.addHook('onReady', async () => {
    const missing = seen.filter((r) => !(r.config as { audit?: DeleteAudit } | undefined)?.audit).map((r) => `DELETE ${r.url}`);
    if (missing.length) throw new Error(`DELETE routes without config.audit (every deletion is audited): ${missing.join(', ')}`);
  });
  app.addHook('preHandler', async (request) => {
    const audit = request.routeOptions.config.audit;
    if (request.method !== 'DELETE' || !audit?.title || audit.writtenByService) return;
    request.auditTitle = auditTitle(await audit.title(db, request).catch(() => null));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = request.routeOptions.config.audit;
    if (request.method !== 'DELETE' || !audit || audit.writtenByService || reply.statusCode >= 300 || !request.user) return payload;
    const target = typeof audit.target === 'function' ? audit.target(request) : audit.target;
    await writeAudit(db, {
      actorId: request.user.id,
      action: `${target}.delete`,
      targetType: target,
      targetId: (audit.id ?? paramId)(request) ?? '',
      details: {
        title: request.auditTitle ?? null,
        route: `DELETE ${request.routeOptions.url}`,
        ...(request.user.impersonatorId !== null ? { impersonator_id: request.user.impersonatorId } : {}),
      },
    });
    return payload;
  });
}

/** The title of row `id` (route parameter) of `table`, from `column`. */
export function titleOf(table: string, column: string): NonNullable<DeleteAudit['title']> {
  return async (db, request) => {
    const id = Number(paramId(request));
    if (!Number.isSafeInteger(id)) return null;
    const { rows } = await sql<{ title: string | null }>`select ${sql.ref(column)}::text as title from ${sql.table(table)} where id = ${id}`.execute(db);
    return rows[0]?.title ?? null;
  };
}
