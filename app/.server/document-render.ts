import { createContext, type RouterContextProvider } from "react-router";

/** How the server wants one HTML document rendered, and what happened while rendering it. */
export interface DocumentRender {
  /** The nonce the response's Content-Security-Policy allows inline scripts by. */
  nonce: string;
  /** Set when an error was rendered into the stream after its head was sent. */
  failed: boolean;
  /**
   * The rendered document, handed to the server as the buffer it was rendered into: the response
   * the entry returned carries no body, so the page does not go through a web stream and back.
   */
  document?: { response: Response; body: Buffer };
}

/** A render nobody asked for (no server in front): its document goes in the response's body. */
export const unrequestedRender: Readonly<DocumentRender> = Object.freeze({
  nonce: "",
  failed: false,
});

export const documentRenderContext = createContext<DocumentRender>(unrequestedRender);

export function documentRender(context: Readonly<RouterContextProvider>): DocumentRender {
  return context.get(documentRenderContext);
}
