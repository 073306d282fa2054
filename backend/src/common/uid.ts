/** Firebase uids: 1–128 characters; ours (and the emulator's) use letters, digits, _ and -. */
export const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const UID_MESSAGE = 'O campo uid deve ter de 1 a 128 caracteres: letras sem acento, números, _ ou -.';
