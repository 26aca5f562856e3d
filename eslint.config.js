import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
  {
    files: ["**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
