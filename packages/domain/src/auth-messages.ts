// What the sign-in and sign-up screens say, word for word from the specification (sections 2 and 8).

export const AUTH_TEXT = {
  signInTitle: 'Welcome Back',
  forgotPassword: 'Forgot password?',
  signInButton: 'Sign In',
  orDivider: 'OR',
  continueWith: (provider: string) => `Continue with ${provider}`,
  joinPrompt: 'First time here?',
  joinLink: 'Join Now',
  signUpHeading: 'Create your free account',
  signUpCompactHeading: 'Unlock everything now.',
  continueWithEmail: 'Continue with Email',
  haveAccountPrompt: 'Already have an account?',
  haveAccountLink: 'Sign In',
  termsNotice: 'By continuing to use the product, you agree to our Terms of Use and Privacy Policy',
  upsellSignUpTitle: 'Sign in to continue',
  proModeEmailButton: 'Continue',
} as const;

export const SIGN_IN_ERRORS = {
  invalidGrant: 'Your email address and/or password is incorrect. Please check them and try again.',
  other: 'Could not sign in.',
  // The API refused the attempt (429): too many failures from this address or for this account
  // in the last minute; until the minute is over a correct password is refused too.
  tooManyAttempts: 'Too many attempts — try again in a minute',
} as const;

export const SIGN_UP_ERRORS = {
  invalidGrant: 'Invalid email and/or password',
} as const;
