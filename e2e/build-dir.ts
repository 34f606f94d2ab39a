import path from 'node:path';

/**
 * The build the suite runs against: the folder scripts/site/serve.mjs serves
 * (SERVE_ROOT, default public/). Specs that read build files read them here,
 * so what they read and what the browser is served are the same build.
 */
export const BUILD_DIR = path.resolve(__dirname, '..', process.env.SERVE_ROOT ?? 'public');
