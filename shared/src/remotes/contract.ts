import { z } from 'zod';
import type { ComponentType } from 'react';
import { MANIFEST_URL_MESSAGE, normaliseManifestUrl } from './manifestUrl';
import { MODULE_KEYS, PERMISSION_ACTIONS, type PermissionAction, type PermissionModule } from '../permissions';

/** A permission a route, sidebar entry or widget needs; `adminGroupsOnly` is the spec's fixed-group rule. */
export const permissionRequirement = z
  .object({
    module: z.enum(MODULE_KEYS as [PermissionModule, ...PermissionModule[]]),
    action: z.enum(PERMISSION_ACTIONS),
  })
  .strict();
export type PermissionRequirement = { module: PermissionModule; action: PermissionAction };

/** The sidebar's collapsible sections (the shell draws and labels them); an entry without one is a main entry. */
export const sidebarSections = ['people', 'content', 'locations', 'system'] as const;
export type SidebarSection = (typeof sidebarSections)[number];

export const sidebarEntry = z
  .object({
    key: z.string().min(1).max(60),
    label: z.string().min(1).max(80),
    path: z.string().startsWith('/').max(200),
    icon: z.string().max(40).optional(),
    order: z.number().int().min(0).max(1000).default(100),
    permission: permissionRequirement.nullable().default(null),
    adminGroupsOnly: z.boolean().optional(),
    /** only members of the Super Admin group (the audit log) */
    superAdminOnly: z.boolean().optional(),
    desktopOnly: z.boolean().optional(),
    section: z.enum(sidebarSections).optional(),
    /**
     * The route prefix the entry stands for when it differs from `path` (the location chat links to
     * /locations/chat/mine and stands for every /locations/chat/:id): the longest matching prefix is the highlighted entry.
     */
    activeFor: z.string().startsWith('/').max(200).optional(),
  })
  .strict();
export type SidebarEntry = z.infer<typeof sidebarEntry>;

export const widgetSlots = ['home-main', 'home-side', 'header'] as const;
export type WidgetSlot = (typeof widgetSlots)[number];

/** `https://host[:port]` or `https://*.host`: nothing else may widen the CSP (no paths, no schemes but https). */
export const EXTERNAL_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;

/** What a remote ships beside its mf-manifest.json as portal.json. */
export const remoteDescriptor = z
  .object({
    name: z.string().regex(/^mf_[a-z]+$/, 'Remote names look like mf_admin.'),
    title: z.string().min(1).max(80),
    routePrefixes: z.array(z.string().startsWith('/').max(200)).max(50),
    sidebar: z.array(sidebarEntry).max(50).default([]),
    widgets: z
      .array(z.object({ key: z.string().min(1).max(60), slot: z.enum(widgetSlots) }).strict())
      .max(20)
      .default([]),
    /**
     * Origins other than its own the remote's pages load from (a third-party editor's script and frame, images on a
     * CDN): the api's Content-Security-Policy allows them beside the portal's and the registry's remote origins.
     */
    externalOrigins: z.array(z.string().regex(EXTERNAL_ORIGIN, 'An external origin looks like https://host or https://*.host.')).max(20).optional(),
  })
  .strict();
export type RemoteDescriptor = z.infer<typeof remoteDescriptor>;

/** One row of the runtime registry (`GET /api/v1/remotes`). */
export interface RegistryRemote extends RemoteDescriptor {
  manifestUrl: string;
  /**
   * The remote entry script the manifest names, resolved by the api: the shell loads the remote from it without
   * fetching the manifest first. Null when the api could not read the manifest (the shell then uses `manifestUrl`).
   */
  entryUrl?: string | null;
  /**
   * The version range the build needs of each shared singleton (share key → range, from its `mf-manifest.json`). The
   * shell does not load a remote whose ranges it does not meet (./compat). Null when the manifest could not be read.
   */
  requires?: Record<string, string> | null;
  previousUrl: string | null;
  updatedAt: string;
}

export const updateRemoteBody = z
  .object({
    manifestUrl: z
      .string()
      .max(500)
      // one rule for the page and the api (manifestUrl.ts): under the remotes folder, or an absolute https address
      .refine((v) => normaliseManifestUrl(v) !== null, MANIFEST_URL_MESSAGE)
      .transform((v) => normaliseManifestUrl(v)!)
      .optional(),
    rollback: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Boolean(b.manifestUrl) !== Boolean(b.rollback), 'Send either a manifestUrl or rollback: true.');
export type UpdateRemoteBody = z.infer<typeof updateRemoteBody>;

export const remoteNameParam = z.object({ name: z.string().regex(/^mf_[a-z]+$/) }).strict();

/** What `./routes` of a remote default-exports. */
export interface RemoteRoute {
  path: string;
  element: ComponentType;
  permission?: PermissionRequirement;
  /** renders without sign-in (public viewers /ap, /ab only) */
  public?: boolean;
}

/** What `./widgets` of a remote default-exports. */
export interface RemoteWidget {
  key: string;
  slot: WidgetSlot;
  element: ComponentType;
  permission?: PermissionRequirement;
}

/** One row of `GET /api/v1/remotes/:name/history`, newest first. */
export interface RemoteHistoryEntry {
  manifestUrl: string;
  /** full name of the administrator, null for changes made by the api itself (seed, dev overrides) */
  changedBy: string | null;
  changedAt: string;
}

/**
 * One row of `GET /api/v1/remotes/health`: whether the api could read the remote's manifest just now, the build it
 * names, and the registry's last change of that remote.
 */
export interface RemoteHealth {
  name: string;
  manifestUrl: string;
  reachable: boolean;
  /** `metaData.buildInfo.buildVersion` of the manifest, null when unreadable or absent */
  version: string | null;
  /** why it is unreachable (HTTP status, timeout, not a manifest), null when reachable */
  problem: string | null;
  checkedAt: string;
  lastChange: { at: string; by: string | null; action: 'seed' | 'switch' };
}
