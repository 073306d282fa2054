/**
 * Busqy's social profiles (the same addresses the shell's footer shows; the platform contract's
 * ExternalLinks does not carry them, so the remote keeps its own copy).
 */
export const SOCIAL_PROFILES = [
  { network: 'TikTok', url: 'https://www.tiktok.com/@busqy.app' },
  { network: 'YouTube', url: 'https://www.youtube.com/@busqy' },
  { network: 'Instagram', url: 'https://www.instagram.com/busqy.app' },
  { network: 'Facebook', url: 'https://www.facebook.com/busqy.app' },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]['network'];
