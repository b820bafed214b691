export interface PersonNames {
  firstName: string;
  lastName: string;
}

/**
 * Splits the "Nombre completo" typed at sign-up into given names and surnames. Peruvians
 * usually carry two surnames (paternal, maternal) and often two given names, so the last
 * two words are the surnames — except with three words, where "Rosa Quispe Mamani" is far
 * more common than two given names and one surname. A guess the user can correct: the
 * fields stay editable.
 */
export function splitFullName(fullName: string | null | undefined): PersonNames {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  if (words.length === 2) return { firstName: words[0]!, lastName: words[1]! };
  if (words.length === 3) return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
  return { firstName: words.slice(0, -2).join(' '), lastName: words.slice(-2).join(' ') };
}

/** The names to start the validation form from: the profile's own, else guessed from fullName. */
export function initialNames(profile: {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
}): PersonNames {
  if (profile.firstName || profile.lastName)
    return { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' };
  return splitFullName(profile.fullName);
}
