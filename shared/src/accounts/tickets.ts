import { z } from 'zod';

/**
 * Ticket permission values (spec 9). Each of the three account fields holds one of them or null: null means the
 * account has no access to that kind of ticket (the default for every account). `has_permission_service_request`
 * takes the same values as the other two (spec 7 calls all three "the ticket permission fields").
 */
export const TICKET_PERMISSIONS = ['AGENT_SUPER_ADMIN', 'STANDARD_AGENT', 'END_USER'] as const;
export type TicketPermission = (typeof TICKET_PERMISSIONS)[number];

/** The three ticket fields, in the order the ticket permissions modal shows them. */
export const TICKET_PERMISSION_FIELDS = ['has_permission_service_request', 'card_related_ticket_permission', 'game_related_ticket_permission'] as const;
export type TicketPermissionField = (typeof TICKET_PERMISSION_FIELDS)[number];
export type TicketPermissions = Record<TicketPermissionField, TicketPermission | null>;

export const TICKET_PERMISSION_LABELS: Record<TicketPermission, string> = {
  AGENT_SUPER_ADMIN: 'Agent Super Admin',
  STANDARD_AGENT: 'Standard Agent',
  END_USER: 'End User',
};

export const TICKET_MESSAGES = {
  value: `A ticket permission must be one of ${TICKET_PERMISSIONS.join(', ')}, or null for none.`,
  updated: 'Ticket permissions updated',
  updateFailed: 'Error updating ticket permissions',
} as const;

const ticketPermission = z.enum(TICKET_PERMISSIONS, { error: TICKET_MESSAGES.value }).nullable();

/**
 * `PUT /accounts/:id/permission-service-request` (user_management edit): all three fields, each a value or null.
 * Sending all three keeps the modal's save unambiguous (a missing key is a 400, never "keep").
 */
export const ticketPermissionsBody = z
  .object({
    has_permission_service_request: ticketPermission,
    card_related_ticket_permission: ticketPermission,
    game_related_ticket_permission: ticketPermission,
  })
  .strict() satisfies z.ZodType<TicketPermissions>;
export type TicketPermissionsBody = z.infer<typeof ticketPermissionsBody>;
