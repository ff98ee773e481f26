/** The attribute on <html> that holds a chosen scheme; absent, the device's setting decides. */
export const SCHEME_ATTRIBUTE = 'data-theme';
