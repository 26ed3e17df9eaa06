import { createContext, useContext } from "react";

// The CSP nonce of this request. Only the server knows it; in the browser it is empty,
// which is fine because scripts added after hydration are loaded as modules from 'self'.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
