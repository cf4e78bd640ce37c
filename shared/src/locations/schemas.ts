import { z } from 'zod';

export const LOCATION_LIMITS = { name: 80, display_name: 80, store_id: 4, phone: 20 } as const;
export const LOCATIONS_PAGE_SIZE = 10;
/** Search fires when the text is longer than this (spec: "more than 3 characters"). */
export const LOCATION_SEARCH_MIN = 3;

export const LOCATION_MESSAGES = {
  duplicate: (field: string) => `The ${field} value set already exists.`,
  createFailed: 'Error while creating a new location, please refresh the page and try again.',
  updateFailed: 'Error while updating the location, please refresh the page and try again.',
  deleteConfirm: 'You are deleting a location from the system. This action cannot be reversed. Do you want to proceed?',
  deleteFailed: 'Error deleting a location, please try again.',
  toggleFailed: 'Error activating/deactivating a location, please try again.',
  activated: 'Activated',
  deactivated: 'Deactivated',
  storeIdDigits: 'Store ID must contain digits only (up to 4).',
  phoneFormat: 'Phone must be a US-style number, e.g. (312) 555-0100.',
} as const;

const US_PHONE = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const locationBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(LOCATION_LIMITS.name, 'Name must be at most 80 characters.'),
    display_name: z
      .string()
      .trim()
      .min(1, 'Display name is required.')
      .max(LOCATION_LIMITS.display_name, 'Display name must be at most 80 characters.'),
    store_id: z.string().trim().regex(/^\d{1,4}$/, LOCATION_MESSAGES.storeIdDigits),
    address: z.string().trim().max(250, 'Address must be at most 250 characters.').optional().default(''),
    phone: z
      .string()
      .trim()
      .max(LOCATION_LIMITS.phone, 'Phone must be at most 20 characters.')
      .refine((v) => v === '' || US_PHONE.test(v), LOCATION_MESSAGES.phoneFormat)
      .optional()
      .default(''),
  })
  .strict();
export type LocationBody = z.input<typeof locationBody>;

export const locationListQuery = z
  .object({
    active: z.enum(['true', 'false', 'both']).optional(),
    search_for: z.string().max(80).optional(),
  })
  .strict();

export const idParam = z.object({ id: z.coerce.number().int().positive() }).strict();

export interface Location {
  id: number;
  name: string;
  display_name: string;
  store_id: string;
  address: string;
  phone: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
