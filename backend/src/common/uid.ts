/** Firebase uids: 1–128 characters; ours (and the emulator's) use letters, digits, _ and -. */
export const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const UID_MESSAGE = 'uid must be 1-128 characters of A-Z, a-z, 0-9, _ or -';
