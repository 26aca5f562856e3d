import type { CategorySlug } from "../../app/lib/categories";
export interface DemoPost {
  title: string;
  slug: string;
  summary: string;
  content: string;
  category: CategorySlug;
  author: string | null;
  daysAgo: number;
  published: boolean;
}
export const demoPosts: DemoPost[] = [];
