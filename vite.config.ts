import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { loadConfig } from './server/config.js';
import { loadOrCreateKeys } from './server/lib/rsa.js';
import { injectPublicKey } from './server/lib/public-key-meta.js';

/** In dev the page comes from Vite, not the API server: inject the same key the server uses. */
function devPublicKey(): Plugin {
  return {
    name: 'innoweb-dev-public-key',
    apply: 'serve',
    transformIndexHtml(html) {
      const config = loadConfig();
      return injectPublicKey(html, loadOrCreateKeys(config.dataDir, config.rsaPrivateKey).publicKeyPem);
    },
  };
}

const apiPort = Number(process.env.API_PORT || 8081);

export default defineConfig({
  base: '/innoweb/',
  plugins: [react(), devPublicKey()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT || 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
