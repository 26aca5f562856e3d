import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered on the server. In the browser
 * it is empty: browsers hide nonces from the page, and scripts added after load need none.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
