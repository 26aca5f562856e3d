import { z } from "zod";

export const pageSize = 6;

// Anything odd in the URL falls back to the default instead of failing: a mistyped link still
// shows the blog.
const listQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, 200)),
  // An unknown category is kept (cut short) so that it finds nothing, rather than everything.
  category: z
    .string()
    .optional()
    .catch(undefined)
    .transform((category) => category?.slice(0, 60) || undefined),
  page: z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().min(1))
    .catch(1),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export function parseListQuery(params: URLSearchParams): ListQuery {
  return listQuerySchema.parse({
    q: params.get("q") ?? "",
    category: params.get("category") ?? undefined,
    page: params.get("page") ?? "1",
  });
}
