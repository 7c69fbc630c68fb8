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
