/** The spec's user-facing texts, verbatim (access-and-platform §2, §5, §8). */
export const MESSAGES = {
  chooser: {
    heading: 'Welcome.',
    prompt: 'Please select your access type',
    contractor: 'Contractor',
    vendor: 'Vendor',
    contactUs: 'Contact Us',
  },
  login: {
    emailRequired: 'Please input your e-mail',
    emailInvalid: 'The input is not a valid e-mail',
    passwordRequired: 'Please input your Password!',
  },
  /** Password rules of registration, reset and change (§5). */
  password: {
    required: 'Please input your Password!',
    tooShort: 'Password must be at least 8 characters long',
    tooWeak:
      'Password must include one uppercase letter, one lowercase letter, one digit, and one special character.',
    confirmRequired: 'Please confirm your password!',
    mismatch: 'The two passwords that you entered do not match!',
  },
  /** Registration and invitation forms (§5, §8); `{email}` is the support address. */
  registration: {
    firstNameRequired: 'Please your first name!',
    lastNameRequired: 'Please input your last name!',
    invitationFailed: 'Registration error, please contact {email}',
    requesterFailed: 'Unknown registration error, please contact the support address',
    expiredTitle: 'Oops! Your Invite Has Expired',
    congratulations: 'Congratulations',
    registered:
      'A confirmation email was sent to you. Please confirm your registration before you log in.',
    unknownOrderForm: 'This order form does not exist.',
  },
  /** Forgot password, reset, change and confirmation (§8); `{email}` is the support address. */
  account: {
    noAccount: 'No account found with this email address.',
    resetFailed:
      'Unable to reset password for this email address. Please contact {email} for further asssistance',
    resetSent: 'Please check your email for a link to reset your password',
    oldPasswordRequired: 'Old password is required',
    oldPasswordMismatch: 'Your old password does not match',
    updateFailed: 'Unable to update your password',
    updated: 'Password updated successfully',
    confirmationSent:
      'Please check your email for a link to confirm your email address. If you do not see it in your inbox, check your junk mail.',
    confirmationFailed:
      'Unable to send confirmation to this email address. Please try re-registering or contact {email} for further assistance.',
    emailRequired: 'Please input your Email!',
    emailInvalid: 'The input is not valid E-mail!',
    // The server's own texts where the spec gives none.
    tokenInvalid: 'This link is invalid or has expired.',
    unconfirmed: 'You have to confirm your email address before continuing.',
    alreadyConfirmed: 'This email address is already confirmed. Please sign in.',
    confirmed: 'Your email address is confirmed. You can sign in now.',
    tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  },
  errorScreen: {
    title: 'Oops! Something went wrong',
    refresh: 'Click to Refresh',
  },
  auth: {
    invalidCredentials: 'Invalid email or password.',
    unauthenticated: 'You need to sign in or sign up before continuing.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found',
    crossOrigin: 'Cross-origin request refused.',
  },
} as const;

export const SUPPORT_EMAIL = 'support@laydown.app';

/** Fills the spec's `{email}` placeholder with the support address. */
export function withSupportEmail(message: string): string {
  return message.replace('{email}', SUPPORT_EMAIL);
}
