import { request } from "node:http";

export interface ForgedAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * A form post (or a GET without `fields`) with headers fetch() refuses to set, such as `Host`:
 * what an attacker's own client sends.
 */
export function sendWithHeaders(
  base: string,
  path: string,
  headers: Record<string, string>,
  fields?: Record<string, string>,
): Promise<ForgedAnswer> {
  const body = fields ? new URLSearchParams(fields).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method: body === undefined ? "GET" : "POST",
        headers: {
          ...(body === undefined
            ? {}
            : {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(Buffer.byteLength(body)),
              }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
