import { z } from 'zod';

// In the browser, zod must not try `new Function` for its JIT: the Content-Security-Policy (no 'unsafe-eval')
// refuses it and every page would report a violation. The server keeps the faster JIT parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
