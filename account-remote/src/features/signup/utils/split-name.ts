/** First name and the rest of a full name, for the server record (lastName null for one word). */
export function splitName(fullName: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(' ') : null };
}
