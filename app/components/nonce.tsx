import { createContext, useContext } from "react";

// The CSP nonce of this response, when it has one: pages rendered afresh for one visitor do; shop
// pages, whose HTML is the same for everyone, list their scripts' hashes instead and have none.
// In the browser it is absent too, which is fine because scripts added after hydration are loaded
// as modules from 'self'.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
