import type { Plugin } from 'vite';

const ZOD_CODEGEN = /[\\/]zod[\\/]v4[\\/]core[\\/](util|doc|compile)\.js$/;
const PREACT = /[\\/]preact[\\/]dist[\\/]preact\.module\.js$/;
const PREACT_SET_HTML = '(u.innerHTML=h.__html)';
const PREACT_CLEAR_HTML = 'p&&(u.innerHTML="")';

/**
 * Takes the two dynamic-code paths our dependencies carry out of the bundles, so that neither
 * can run and the store linter has nothing of ours to flag:
 * - zod's JIT (`new Function` of generated parsers): every `Function` it would call throws, so
 *   zod takes its interpreter, which it falls back to anyway under a CSP without 'unsafe-eval'.
 * - Preact's `dangerouslySetInnerHTML`: we never use it (untrusted text never becomes HTML);
 *   setting it now throws, and clearing it empties the element with textContent.
 * Fails the build if the code it rewrites is not found, so a dependency update cannot slip by.
 */
export function noDynamicCode(): Plugin {
  return {
    name: 'uplift-lens:no-dynamic-code',
    enforce: 'pre',
    transform(code, id) {
      if (ZOD_CODEGEN.test(id)) {
        if (!code.includes('const F = Function;')) return null;
        return {
          code: `${code.replaceAll('const F = Function;', 'const F = __noCodeGeneration;')}
function __noCodeGeneration() { throw new Error('Uplift Lens builds zod without code generation'); }`,
          map: null,
        };
      }
      if (PREACT.test(id)) {
        if (!code.includes(PREACT_SET_HTML) || !code.includes(PREACT_CLEAR_HTML)) {
          throw new Error(`Preact's innerHTML code changed (${id}); update scripts/build/no-dynamic-code.ts`);
        }
        return {
          code: code
            .replace(PREACT_SET_HTML, '(()=>{throw new Error("dangerouslySetInnerHTML is not allowed in Uplift Lens")})()')
            .replace(PREACT_CLEAR_HTML, 'p&&(u.textContent="")'),
          map: null,
        };
      }
      return null;
    },
  };
}
