import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this HTML response, for the inline scripts React Router writes (Epic Stack's
 * pattern). Provided by entry.server around the whole render; in the browser it is empty, as
 * browsers hide nonce attributes from the DOM anyway.
 */
const NonceContext = createContext<string>('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
