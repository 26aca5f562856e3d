// sastrawijs ships its types, but its package.json "exports" map hides them from TypeScript's
// bundler resolution. This is the part of its API Warta uses (dist/stemmer.d.ts).
declare module "sastrawijs" {
  export class Stemmer {
    constructor(dictionary?: string[]);
    stem(word: string): string;
  }
}
