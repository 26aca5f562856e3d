import { createContext, type RouterContextProvider } from "react-router";

/** How the server wants one HTML document rendered, and what happened while rendering it. */
export interface DocumentRender {
  /** The nonce the response's Content-Security-Policy allows inline scripts by. */
  nonce: string;
  /** Set when an error was rendered into the stream after its head was sent. */
  failed: boolean;
}

export const documentRenderContext = createContext<DocumentRender>({
  nonce: "",
  failed: false,
});

export function documentRender(context: Readonly<RouterContextProvider>): DocumentRender {
  return context.get(documentRenderContext);
}
