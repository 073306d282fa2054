import { displayPhone } from '../../../lib/phone';
import type { UserProfile } from '../types/user-profile';

/** The locally stored copies the profile falls back on (SPEC §3 Profile display). */
export interface StoredProfile {
  userName: string | null;
  userPhone: string | null;
}

export interface ProfileDisplay {
  name: string;
  /** 'First Last', only when both are known. */
  fullName: string | null;
  email: string | null;
  phone: string | null;
  photoURL: string | null;
  uid: string;
  memberSince: string | null;
}

/** SPEC §3 Profile display with its fallbacks. */
export function profileDisplay(profile: UserProfile, stored: StoredProfile): ProfileDisplay {
  const phone = profile.phoneNumber || profile.phone || stored.userPhone || null;
  return {
    name: profile.displayName || stored.userName || 'Usuário',
    fullName: profile.firstName && profile.lastName ? `${profile.firstName} ${profile.lastName}` : null,
    email: profile.email,
    phone: phone ? displayPhone(phone) : null,
    photoURL: profile.photoURL || null,
    uid: profile.uid,
    memberSince: profile.createdAt || null,
  };
}
