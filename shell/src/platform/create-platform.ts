import type { ComponentType } from 'react';
import { Logo } from '../components/Logo';
import { NotFound } from '../components/NotFound';
import { Spinner } from '../components/Spinner';
import { COMPANY } from '../config/company';
import { SiteLink } from '../components/SiteLink';
import { SocialIcon } from '../components/SocialIcon';
import type { ShellApiClient } from '../lib/api-client';
import { createEarlyInput, type EarlyToastLook } from '../lib/early-input';
import {
  PLATFORM_CONTRACT_VERSION,
  type Billing,
  type CheckoutTab,
  type ExternalLinks,
  type Navigation,
  type PageMeta,
  type Platform,
  type PlatformAuth,
  type PlatformComponents,
  type Toaster,
  type Tracking,
  type Trial,
  type TypedStorage,
} from './contract';

export interface PlatformParts {
  /** Every member the contract's auth has, optional ones included (the shell provides them all). */
  auth: Required<PlatformAuth>;
  api: ShellApiClient;
  storage: TypedStorage;
  toast: Toaster;
  navigation: Navigation;
  links: ExternalLinks;
  tracking: Tracking;
  checkout: CheckoutTab;
  billing: Billing;
  trial: Trial;
  page: PageMeta;
  TrialCountdown: ComponentType<{ showSeconds?: boolean; showProgress?: boolean }>;
  /** The toaster's look, which the capture script's early toasts copy (earlyInput.copy). */
  earlyToast: EarlyToastLook;
}

/**
 * The one platform object every remote page receives. It is created once and frozen: remotes keep
 * it in a React context, so its identity must never change between renders.
 */
export function createPlatform(parts: PlatformParts): Platform {
  const { auth, api, storage, toast, navigation, links, tracking, checkout, billing, trial, page } = parts;
  const components: PlatformComponents = {
    Spinner,
    NotFound,
    TrialCountdown: parts.TrialCountdown,
    Logo,
    SocialIcon,
    Link: SiteLink,
  };
  return Object.freeze({
    version: PLATFORM_CONTRACT_VERSION,
    social: Object.freeze(COMPANY.social.map((profile) => Object.freeze({ ...profile }))),
    // Only the contract's members: remotes must not reach into the shell's internals.
    auth: Object.freeze({
      useAuth: auth.useAuth,
      getState: auth.getState,
      signIn: auth.signIn,
      signUp: auth.signUp,
      signOut: auth.signOut,
      checkSession: auth.checkSession,
      prepare: auth.prepare,
    }),
    api: Object.freeze({ get: api.get, post: api.post, isApiError: api.isApiError }),
    storage: Object.freeze({ get: storage.get, set: storage.set, remove: storage.remove }),
    toast: Object.freeze({ show: toast.show }),
    navigation: Object.freeze({ ...navigation }),
    links: Object.freeze({ ...links }),
    components: Object.freeze(components),
    tracking: Object.freeze({ track: tracking.track }),
    checkout: Object.freeze({
      openCheckoutTab: checkout.openCheckoutTab,
      notifyCheckoutSucceeded: checkout.notifyCheckoutSucceeded,
    }),
    billing: Object.freeze({ openPortal: billing.openPortal }),
    trial: Object.freeze({ useTrialCountdown: trial.useTrialCountdown }),
    page: Object.freeze({ useDocumentMeta: page.useDocumentMeta }),
    // The same marker on the server and in the browser: it is part of the pre-rendered HTML.
    earlyInput: createEarlyInput('page', parts.earlyToast),
  });
}
