import { createContext, type RouterContextProvider } from "react-router";

/** How the server wants one HTML document rendered, and what happened while rendering it. */
export interface DocumentRender {
  /** The nonce the response's Content-Security-Policy allows inline scripts by. */
  nonce: string;
  /** Wait for every Suspense boundary instead of streaming: the page cache stores whole pages. */
  waitForAllContent: boolean;
  /** Set when an error was rendered into the stream after its head was sent. */
  failed: boolean;
}

export const documentRenderContext = createContext<DocumentRender>({
  nonce: "",
  waitForAllContent: false,
  failed: false,
});

export function documentRender(context: Readonly<RouterContextProvider>): DocumentRender {
  return context.get(documentRenderContext);
}
