import http from 'node:http';
import type { Plugin } from 'vite';

/**
 * In dev, /media/* goes to a BFF on 127.0.0.1:8080 when one runs. `GET /__bff` says whether one
 * does (the msw media handler asks before forwarding, so the console stays free of failed
 * requests); when none answers, the msw handler draws a placeholder instead.
 */
export function devMedia(target = { host: '127.0.0.1', port: 8080 }): Plugin {
  return {
    name: 'dev-media',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__bff', (_req, res) => {
        const probe = http.get({ host: target.host, port: target.port, path: '/healthz', timeout: 1000 }, (answer) => {
          answer.resume();
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"up":true}');
        });
        const down = () => {
          if (!res.headersSent) res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"up":false}');
        };
        probe.on('error', down);
        probe.on('timeout', () => probe.destroy());
      });
      server.middlewares.use('/media', (req, res) => {
        const upstream = http.request(
          { host: target.host, port: target.port, path: `/media${req.url ?? ''}`, method: req.method, headers: req.headers, timeout: 3000 },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        const fail = () => {
          if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
          res.end();
        };
        upstream.on('error', fail);
        upstream.on('timeout', () => upstream.destroy());
        req.pipe(upstream);
      });
    },
  };
}
