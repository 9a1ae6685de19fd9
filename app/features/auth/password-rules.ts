/** Counted in Unicode code points after NFC (docs/security.md R3); forms show them too. */
export const passwordMinLength = 15;
export const passwordMaxLength = 128;
