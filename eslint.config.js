import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// All SQL lives in app/.server/db/ (and the migrations): everywhere else, no `kysely` import and
// no query builder (docs/decisions/0024-events-and-job-runner.md).
const sqlOutsideDb = [
  {
    selector: "ImportDeclaration[source.value='kysely']",
    message: "SQL lives in app/.server/db/: import a function of a db module instead.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
    message: "SQL lives in app/.server/db/: write this query as a function of a db module.",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Requests Warta makes on its own go through the guarded client (docs/decisions/0015).
    files: ["app/.server/**/*.ts", "scripts/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Use safeFetch from app/.server/outbound/safe-fetch.ts." },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: ["undici", "axios", "got", "node-fetch"].map((name) => ({
            name,
            message: "Use safeFetch from app/.server/outbound/safe-fetch.ts.",
          })),
        },
      ],
    },
  },
  // The layers point one way: lib < .server < routes, and database/ below the app's modules.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/.server/*", "~/components/*", "~/routes/*", "~/root", "../*"],
              message: "app/lib is the bottom layer: it imports only libraries and app/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Relative imports other than the route's own generated ./+types.
              regex: "^(~/routes/|\\.\\.?/(?!\\+types/))",
              message:
                "A route never imports another route: move what they share to app/.server, app/components or app/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["database/migrations/**/*.ts", "database/dialect.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/.server/**", "~/.server/*"],
              message:
                "Migrations stand below the app: app/.server/db runs them, not the other way round.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "database/**/*.ts"],
    ignores: ["app/.server/db/**", "database/migrations/**", "database/dialect.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...sqlOutsideDb] },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
