// Copy for the account pages and the Family Workspace (requirements §2, §5, §8). Strings the spec fixes are
// quoted from it exactly; {product} is "IEPs". Keep user-facing account copy here, not in components.

/** Inline messages on the log-in, sign-up and reset pages (requirements §8). */
export const authMessages = {
  loginFailed: "Login failed",
  network: "Network error. Please try again.",
  resetEmailFailed: "Failed to send reset email",
  resetFailed: "Failed to reset password",
  registrationFailed: "Registration failed",
  recaptchaFailed: "Security verification failed",
  passwordRequirements: "Password requirements not met:",
  agreementRequired: "You must agree to the Terms of Service and Privacy Policy",
  passwordsDoNotMatch: "Passwords do not match",
  invalidResetToken: "Invalid reset token",
  missingResetToken: "Invalid or missing reset token. Please request a new password reset.",
  resetSuccess: "Your password has been reset. Taking you to the home page…",
} as const;

/** What `/login?error=` means after a Google sign-in attempt (worker/api redirects with these codes). */
export const googleErrors: Record<string, string> = {
  google_not_configured: "Google sign-in is not configured",
  google_failed: "Google sign-in failed. Please try again.",
  google_email_unverified:
    "Your Google account's email address is not verified, so it cannot be linked to an account. Log in with your password instead.",
  google_cancelled: "Google sign-in was cancelled.",
};
export const GOOGLE_ERROR_FALLBACK = "Google sign-in failed. Please try again.";

export const loginCopy = {
  title: "Welcome back",
  subtitle: "Log in to your family workspace.",
  email: "Email",
  password: "Password",
  rememberMe: "Remember me",
  submit: "Log in",
  submitting: "Logging in…",
  forgotLink: "Forgot password?",
  google: "Continue with Google",
  or: "or",
  noAccount: "Don't have an account?",
  signUp: "Sign up",
  forgotTitle: "Reset your password",
  forgotSubtitle: "Enter your account's email and we'll send you a link to choose a new password.",
  forgotSubmit: "Send reset link",
  forgotSubmitting: "Sending…",
  /** Shown only if the server's answer carries no message of its own. */
  forgotSent: "If an account exists for that email, we've sent a link to reset your password.",
  backToLogin: "Back to login",
} as const;

export const signupCopy = {
  title: "Create your account",
  subtitle: "Free during beta. No credit card required.",
  email: "Email",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
  agreeBefore: "I agree to the",
  terms: "Terms of Service",
  agreeAnd: "and",
  privacy: "Privacy Policy",
  submit: "Create account",
  submitting: "Creating account…",
  haveAccount: "Already have an account?",
  logIn: "Log in",
  botCheckLoading: "Loading security verification…",
  recaptchaNote: "Protected by reCAPTCHA v3",
  invitedTo: (inviter: string, family: string) => `${inviter} invited you to join the ${family}. Create your account to accept.`,
  checkEmailTitle: "Check your email",
  checkEmail: "We've sent a message to your address with the next step. The link expires in 24 hours.",
} as const;

export const emailConfirmCopy = {
  title: "Confirm your new email address",
  intro: "Confirm to use this address for your IEP Binder account from now on.",
  submit: "Use this address",
  submitting: "Confirming…",
  failed: "The address could not be changed",
  missing: "This link is not valid. Check that you copied the whole link, or ask for a new one under Settings.",
  done: "Email address changed",
  continue: "Go to your workspace",
} as const;

export const signupConfirmCopy = {
  title: "Finish creating your account",
  intro: "One more step: confirm to create your account and sign in.",
  submit: "Create my account",
  submitting: "Creating account…",
  failed: "Registration failed",
  missing: "This sign-up link is invalid, expired or already used. Sign up again, or log in if you already have an account.",
  signUpAgain: "Sign up again",
} as const;

export const resetCopy = {
  title: "Choose a new password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  submit: "Reset password",
  submitting: "Resetting…",
  requestNew: "Request a new reset link",
  redirecting: "Taking you to the home page…",
} as const;

/** The password hint lists the composition rules; the live checklist shows which ones are met. */
export const passwordChecklistLabel = "Password must have:";

export const dashboardCopy = {
  title: "Family Workspace",
  subtitle: "Manage your children's IEPs and family members",
  tabs: { children: "Children", family: "Family Members", settings: "Settings" },
} as const;

export const featureDialogCopy = {
  title: "Feature in Development",
  heading: "Coming Soon!",
  body: "We're building this right now. Check the roadmap to see when it will be ready.",
  familyFeature: "Family member invitations",
  roadmapLink: "View the roadmap",
  close: "Close",
} as const;

export const familyCopy = {
  title: "Family Members",
  description: "Everyone here has full access to all documents and insights.",
  owner: "Owner",
  member: "Member",
  you: "(you)",
  emptyTitle: "No family members",
  emptyBody: "Invite your partner or spouse to collaborate",
  inviteTitle: "Invite a family member",
  inviteBody: "They'll get an email with a link to join your family workspace. The link expires in 7 days.",
  firstName: "First name",
  lastName: "Last name (optional)",
  email: "Email",
  submit: "Send invitation",
  submitting: "Sending…",
  ownerInvites: "Only the family's Owner can invite people to this workspace.",
  toasts: {
    missingEmail: { title: "Missing email", description: "Please enter an email address." },
    sent: { title: "Invitation Sent!" },
    failed: { title: "Failed to send invitation", fallback: "There was a problem sending the invitation. Please try again." },
  },
} as const;

export const settingsCopy = {
  title: "Account Settings",
  description: "Update the name shown in your family workspace.",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  emailHint: "Your email is used to log in and can't be changed here.",
  submit: "Save changes",
  submitting: "Saving…",
  toasts: {
    missing: { title: "Missing information", description: "Please enter both first and last name." },
    saved: { title: "Settings saved" },
    failed: { title: "Failed to save", description: "There was a problem saving your changes. Please try again." },
  },
} as const;

export const inviteCopy = {
  title: "Join a family workspace",
  invited: (inviter: string, family: string) => `${inviter} invited you to join the ${family} on IEP Binder.`,
  access: "Members have full access to the family's children, documents and insights.",
  sentTo: (email: string) => `This invitation was sent to ${email}.`,
  expires: (date: string) => `It expires on ${date}.`,
  join: "Join family",
  joining: "Joining…",
  joinFailed: "Could not join the family. Please try again.",
  signedOutPrompt: "Log in or create an account to accept.",
  logIn: "Log in to accept",
  signUp: "Create an account",
  invalidTitle: "This invitation is no longer valid",
  invalidBody: "It may have expired or already been used. Ask the person who invited you to send a new one.",
  home: "Go to Home",
  dashboard: "Go to your dashboard",
  wrongAccount: (signedIn: string, invited: string) =>
    `You're logged in as ${signedIn}, but this invitation is for ${invited}. Log out, then open the link again to accept it with that address.`,
  logOut: "Log out",
} as const;

/** After a successful password reset, the page waits this long before going to / (requirements §9). */
export const RESET_REDIRECT_DELAY_MS = 3000;

/** The account's own controls under Settings (requirements §18; the spec has no text for them). */
export const securityCopy = {
  passwordTitle: "Change password",
  currentPassword: "Current password",
  newPassword: "New password",
  changePassword: "Change password",
  changingPassword: "Changing password…",
  passwordChanged: { title: "Password changed", description: "Every other device has been signed out." },
  passwordFailed: "Failed to change password",
  emailTitle: "Change email address",
  emailIntro: "We'll send a link to the new address; your address changes when you use it. Your current address is told about the request.",
  newEmail: "New email address",
  emailPassword: "Your password (to confirm it's you)",
  changeEmail: "Send confirmation link",
  changingEmail: "Sending…",
  emailFailed: "Failed to request the change",
  sessionsTitle: "Where you're signed in",
  thisDevice: "This device",
  unknownDevice: "Unknown device",
  lastSeen: "Last active",
  signOutSession: "Sign out",
  sessionEnded: "Signed out of that device",
  signOutFailed: "Failed to sign out",
  logOutEverywhere: "Log out everywhere",
  loggingOutEverywhere: "Logging out…",
  activityTitle: "Recent sign-in activity",
  noActivity: "No sign-ins recorded yet.",
  outcomes: { success: "Signed in", failure: "Wrong password", throttled: "Refused (too many attempts)" } as Record<string, string>,
  deleteTitle: "Delete account",
  deleteWarning:
    "This permanently deletes your account. If you are the only member of your family workspace, every child profile, document, insight and conversation is deleted too. This cannot be undone.",
  deleteConfirmLabel: "Type your email address to confirm",
  deleteButton: "Delete my account",
  deleting: "Deleting…",
  deleteFailed: "Failed to delete account",
} as const;
