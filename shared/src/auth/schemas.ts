import { z } from 'zod';
import { ACCOUNT_LIMITS, AUTH_MESSAGES, PASSWORD_MIN } from './messages';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

export const signInBody = z
  .object({
    email,
    password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(200),
    remember: z.boolean().optional(),
  })
  .strict();
export type SignInBody = z.infer<typeof signInBody>;

export const registerBody = z
  .object({
    first_name: z.string().trim().min(1, "First name can't be blank.").max(ACCOUNT_LIMITS.name),
    last_name: z.string().trim().min(1, "Last name can't be blank.").max(ACCOUNT_LIMITS.name),
    email,
    password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200),
    phone_number: z.string().trim().min(1, "Phone number can't be blank.").max(ACCOUNT_LIMITS.phone),
    location_id: z.number().int().positive('Please choose your main location.'),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(400) }).strict();

export const temporaryPasswordBody = z.object({ id: z.number().int().positive(), password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200) }).strict();
