// Lint and format in one tool, as the Effect repository does: typescript-eslint's recommended rules, and the
// @effect/eslint-plugin dprint rule as the formatter (`npm run lint:fix` rewrites files to it).
import effect from "@effect/eslint-plugin"
import js from "@eslint/js"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "test/fixtures/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...effect.configs.dprint,
  {
    files: ["**/*.{ts,mts,cts,js,mjs,cjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: {
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        setImmediate: "readonly",
        AbortController: "readonly",
        TextEncoder: "readonly",
        TextDecoder: "readonly",
        fetch: "readonly",
        __dirname: "readonly",
        require: "readonly",
        module: "writable"
      }
    },
    rules: {
      "@effect/dprint": ["error", {
        config: {
          indentWidth: 2,
          lineWidth: 140,
          semiColons: "asi",
          quoteStyle: "alwaysDouble",
          trailingCommas: "never",
          operatorPosition: "maintain",
          "arrowFunction.useParentheses": "force"
        }
      }],
      // `_`-prefixed names are deliberately unused (ignored parameters, destructured-away fields).
      "@typescript-eslint/no-unused-vars": ["error", {
        argsIgnorePattern: "^_",
        varsIgnorePattern: "^_",
        caughtErrorsIgnorePattern: "^_",
        destructuredArrayIgnorePattern: "^_",
        ignoreRestSiblings: true
      }],
      // Effect's generators often yield nothing on one branch and namespaces are Effect's module style.
      "require-yield": "off",
      "@typescript-eslint/no-namespace": "off",
      // Interfaces extending a Schema-derived type are the Effect idiom for nominal-looking types.
      "@typescript-eslint/no-empty-object-type": "off",
      // Control characters are matched on purpose: to reject them in keys and labels and to strip them from excerpts.
      "no-control-regex": "off"
    }
  },
  {
    // Tests read untyped JSON-RPC replies and office payloads; `any` there is the honest type.
    files: ["test/**", "bench/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" }
  }
)
