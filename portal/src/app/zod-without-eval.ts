/*
 * The portal's zod: every `import … from 'zod'` in the portal's bundle, the contract's included, resolves to this
 * module (vite.config.ts), so zod is configured before any schema is built.
 *
 * The server's content security policy forbids eval (script-src 'self', server/src/http/security-headers.ts). As it
 * builds an object schema, zod probes for eval with `new Function`, and the browser reports that probe as a
 * violation even though zod catches the error; jitless, zod neither probes nor compiles validators.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
