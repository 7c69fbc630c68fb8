import { z } from 'zod';
import {
  ACCESS_TYPES,
  HOME_PAGES,
  MESSAGES,
  NOTIFICATION_FREQUENCIES,
  passwordProblem,
} from '@laydown/domain';

/** Emails are lowercased and trimmed (access-and-platform §5); the spec's texts for these forms. */
export const accountEmail = z
  .string({ message: MESSAGES.account.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.account.emailRequired)
  .pipe(z.email({ message: MESSAGES.account.emailInvalid }));

/** A new password under the rule of §5. */
export const newPassword = z
  .string({ message: MESSAGES.password.required })
  .max(200)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A new password and its confirmation, as every password form sends them. */
const confirmation = z
  .string({ message: MESSAGES.password.confirmRequired })
  .min(1, MESSAGES.password.confirmRequired)
  .max(200);

export const passwordFields = { password: newPassword, password_confirmation: confirmation };

/** A mismatch is reported on the confirmation field. */
export const MATCHING = {
  check: (v: { password: string; password_confirmation: string }) =>
    v.password === v.password_confirmation,
  params: { message: MESSAGES.password.mismatch, path: ['password_confirmation'] },
};

/** POST /api/users/password (forgot password) and POST /api/users/confirmation (resend). */
export const emailOnlyRequest = z
  .object({ user: z.object({ email: accountEmail }).strict() })
  .strict();
export type EmailOnlyRequest = z.input<typeof emailOnlyRequest>;

/**
 * POST /api/users/password (forgot password): the access type says whose account, as at sign-in;
 * contractors when absent.
 */
export const forgotPasswordRequest = z
  .object({
    user: z
      .object({ email: accountEmail, access_type: z.enum(ACCESS_TYPES).default('CONTRACTOR') })
      .strict(),
  })
  .strict();
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** PATCH /api/users/password: a new password with the mailed token. */
export const resetPasswordRequest = z
  .object({
    user: z
      .object({
        reset_password_token: z.string().min(1).max(200),
        ...passwordFields,
      })
      .strict()
      .refine(MATCHING.check, MATCHING.params),
  })
  .strict();
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** PUT /api/users: the signed-in user changes the password, proving the old one. */
export const changePasswordRequest = z
  .object({
    user: z
      .object({
        current_password: z
          .string({ message: MESSAGES.account.oldPasswordRequired })
          .min(1, MESSAGES.account.oldPasswordRequired)
          .max(200),
        ...passwordFields,
      })
      .strict()
      .refine(MATCHING.check, MATCHING.params),
  })
  .strict();
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const confirmEmailQuery = z
  .object({ confirmation_token: z.string().min(1).max(200) })
  .strict();

/** What account calls answer on success: a message the page shows. */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** POST /api/users: a material requester registers through a company's public order form (§2). */
export const registerRequesterRequest = z
  .object({
    user: z
      .object({
        first_name: z
          .string({ message: MESSAGES.registration.firstNameRequired })
          .trim()
          .min(1, MESSAGES.registration.firstNameRequired)
          .max(100),
        last_name: z
          .string({ message: MESSAGES.registration.lastNameRequired })
          .trim()
          .min(1, MESSAGES.registration.lastNameRequired)
          .max(100),
        email: accountEmail,
        ...passwordFields,
        public_order_form_url_extension: z.string().trim().min(1).max(100),
      })
      .strict()
      .refine(MATCHING.check, MATCHING.params),
  })
  .strict();
export type RegisterRequesterRequest = z.input<typeof registerRequesterRequest>;

/** GET and PATCH /api/user_settings (§2 User settings, §9 frequencies, §1 home pages). */
export const userSettings = z.object({
  notification_email_frequency: z.enum(NOTIFICATION_FREQUENCIES),
  home_page: z.enum(HOME_PAGES).nullable(),
});
export type UserSettings = z.infer<typeof userSettings>;
export const userSettingsBody = z.object({ user_settings: userSettings });
export const updateUserSettingsRequest = z
  .object({ user_settings: userSettings.partial().strict() })
  .strict();
export type UpdateUserSettingsRequest = z.input<typeof updateUserSettingsRequest>;
