/*
 * The portal's zod: every `import … from 'zod/mini'` in the portal's bundle, the contract's included, resolves to this
 * module (vite.config.ts), so zod is configured before any schema is built. It imports zod/v4/mini, the same module
 * under a name the alias does not match.
 *
 * The server's content security policy forbids eval (script-src 'self', server/src/http/security-headers.ts). Where
 * zod compiles a validator it first probes for eval with `new Function`, and the browser reports that probe as a
 * violation even though zod catches the error; jitless, zod neither probes nor compiles validators. zod/mini's object
 * schemas do not compile today, so this holds the guarantee rather than fixes a probe: the setting is zod's global
 * config, so it covers every schema in the bundle.
 */
import { config } from 'zod/v4/mini';

config({ jitless: true });

export * from 'zod/v4/mini';
