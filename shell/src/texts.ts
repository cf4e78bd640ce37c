/** Every text the shell shows, in one place so tests import the same words (spec wording verbatim where given). */
import { AUTH_MESSAGES } from '@portal/shared/core';

export const TEXTS = {
  appName: 'Portal',
  loading: 'Loading…',
  startup: {
    checking: 'Checking your session…',
    offline: 'Cannot reach the server. Check your connection and try again.',
    retry: 'Try again',
  },
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in with your work account.',
    email: 'Email',
    password: 'Password',
    remember: 'Keep me signed in',
    submit: 'Sign In',
    noAccount: 'No account yet?',
    register: 'Create an account',
    emailRequired: 'Please enter your email.',
    passwordRequired: AUTH_MESSAGES.passwordRequired,
    sessionExpired: AUTH_MESSAGES.sessionExpired,
  },
  register: {
    title: 'Create an account',
    subtitle: 'An administrator validates every new account before its first sign-in.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    phone: 'Phone number',
    location: 'Main location',
    locationPlaceholder: 'Choose your main location',
    locationsFailed: 'The list of locations could not be loaded.',
    submit: 'Register',
    haveAccount: 'Already registered?',
    signIn: 'Go to sign in',
    done: 'Registration received',
  },
  layout: {
    welcome: (name: string) => `Welcome, ${name}`,
    exitImpersonation: 'Exit to my user',
    impersonating: (name: string) => `You are acting as ${name}.`,
    openMenu: 'Open menu',
    menu: 'Menu',
    notifications: 'Notifications',
    profile: 'Open my profile panel',
    home: 'Home',
    registryFailed: 'The list of portal areas could not be loaded.',
    sections: { people: 'People', content: 'Content', locations: 'Locations & chat', system: 'System' },
  },
  notifications: {
    title: 'Notifications',
    empty: 'No Notification',
    failed: 'Notifications could not be loaded.',
    clearOneLabel: (content: string) => `Open notification: ${content}`,
  },
  profile: {
    title: 'My profile',
    firstName: 'First name',
    lastName: 'Last name',
    picture: 'Picture',
    choosePicture: 'Choose a picture',
    pictureRule: '.jpg or .png, under 4 MB.',
    save: 'Save',
    saved: 'Profile updated.',
    signOut: 'Sign Out',
    signedOut: 'You are signed out.',
    myProfilePage: 'Open my profile page',
  },
  password: {
    title: 'Update Password',
    intro: 'Your password has expired. Choose a new one to continue.',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    submit: 'Update Password',
    tooShort: AUTH_MESSAGES.passwordTooShort,
    mismatch: AUTH_MESSAGES.passwordsDontMatch,
    done: 'Your password has been updated.',
  },
  home: {
    welcome: (name: string) => `Welcome, ${name}!`,
    banner: 'Everything you need for your day, in one place.',
    quickLinks: 'Quick links',
    assistant: 'Ask the assistant',
    serviceTicket: 'Service request ticket',
    supportTicket: 'Support ticket',
    nominationTitle: 'Nominate a colleague',
    nominationText: 'Someone made a difference this month? Tell us and put them in the spotlight.',
    nominationCta: 'Nominate now',
    downloadApp: 'Download App',
    android: 'Android',
    apple: 'Apple',
    qrAndroid: 'QR code to download the Android app',
    qrApple: 'QR code to download the Apple app',
    mainSite: 'Go to the company site',
  },
  remote: {
    failed: 'This part of the portal could not be loaded.',
    failedDetail: (title: string) => `${title} is not available right now. The rest of the portal keeps working.`,
    retry: 'Retry',
    loading: (title: string) => `Loading ${title}…`,
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  oops: {
    title: 'Oops! You are not allowed to access this area',
    signIn: 'Go to sign in',
  },
  permissionDenied: AUTH_MESSAGES.permissionDenied,
} as const;

/** External links of the home page; placeholders until the operator configures them (window.__PORTAL_CONFIG__). */
export interface PortalLinks {
  serviceTicket: string;
  supportTicket: string;
  nomination: string;
  androidApp: string;
  appleApp: string;
  mainSite: string;
}

const DEFAULT_LINKS: PortalLinks = {
  serviceTicket: 'https://support.arcadia.example/service-request',
  supportTicket: 'https://support.arcadia.example/support',
  nomination: 'https://arcadia.example/nominations',
  androidApp: 'https://play.google.com/store/apps/details?id=example.arcadia.portal',
  appleApp: 'https://apps.apple.com/app/id0000000000',
  mainSite: 'https://arcadia.example',
};

export function portalLinks(): PortalLinks {
  const configured = (globalThis as { __PORTAL_CONFIG__?: { links?: Partial<PortalLinks> } }).__PORTAL_CONFIG__?.links;
  return { ...DEFAULT_LINKS, ...configured };
}
