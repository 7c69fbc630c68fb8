import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDeps } from './deps';
import type { Database } from './db/client';
import { answerClientError } from './platform/client-errors';
import { registerErrorHandler } from './platform/error-handler';
import { validatorCompiler } from './platform/validation';
import { createSerializerCompiler } from './platform/serialization';
import { RequestLog } from './platform/request-log';
import { lazyRequestLogger } from './platform/lazy-request-logger';
import { authPlugin } from './platform/auth/plugin';
import { livePlugin } from './platform/live/plugin';
import {
  createListeningConnection,
  type ListeningConnection,
} from './platform/listening-connection';
import { registerOpenApi } from './platform/openapi';
import { registerWebApp } from './platform/web-app';
import { registerRequestHooks } from './platform/request-hooks';
import { createRequestIds } from './platform/request-id';
import { registerModuleRoutes } from './modules/routes';
import { registerWorkers } from './modules/workers';
import { createJobQueue, type JobQueueOptions } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import type { SecretBox } from './platform/secrets/secret-box';
import { registerRouteAccess } from './platform/route-access';
import { bindJobQueue } from './platform/unit-of-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one LISTEN connection (decision 0095). */
    listeningConnection: ListeningConnection;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Encrypts stored secrets (main.ts and the tests make it from the configured key). */
  secrets: SecretBox;
  /** The process's logger (platform/logger.ts); none in tests. */
  logger?: FastifyBaseLogger;
  /** Faster polling and retries for tests that watch jobs run. */
  jobTuning?: Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'retryDelaySeconds'>;
  /** Sees every route as it is registered (tests that walk every route list them with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole API and the web app; main.ts listens with it, tests inject into it. */
export async function buildApp({
  db,
  config,
  secrets,
  logger,
  jobTuning = {},
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new RequestLog(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: createRequestIds(),
    // On close, finish in-flight requests but drop idle keep-alive connections.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  // The API speaks JSON only; anything else is answered 415 instead of reaching the validators.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their contract's JSON schema; the tests also check them against zod
  // (decision 0104).
  app.setSerializerCompiler(createSerializerCompiler({ checkAgainstZod: config.env === 'test' }));
  registerErrorHandler(app);
  // JSON answers over 1 KB are compressed (brotli at quality 4, or gzip); the web app's files come
  // compressed from the build (platform/web-app.ts).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Parsed by the app's own request hook (platform/request-hooks.ts).
  await app.register(cookie, { hook: false });
  // One LISTEN connection per process, its channels subscribed by the plugins (decision 0095).
  const listening = createListeningConnection(db.$client, app.log);
  app.decorate('listeningConnection', listening);
  await app.register(authPlugin, { db, config, listening });
  // The app's own step of every request: headers, request id, cookies, session; and before an
  // answer leaves, the support audit (decision 0109).
  registerRequestHooks(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(livePlugin, { db, listening });
  // Started after the plugins' own onReady hooks (the live hub reads where the outbox stands).
  app.addHook('onReady', () => listening.start());
  app.addHook('onClose', () => listening.stop());
  await registerOpenApi(app);

  const jobs = createJobQueue({ db, log: app.log, ...jobTuning });
  bindJobQueue(jobs);
  const deps: AppDeps = { db, config, jobs, mailer: createMailer(config, jobs, secrets), secrets };
  registerWorkers(deps);
  // Workers start with the app (JOBS=0: this process only queues) and stop after the last
  // in-flight request, before main.ts closes the pool.
  if (config.jobs) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  await app.register(
    (api) => {
      // Before the modules: every API route declares its access (decision 0066).
      registerRouteAccess(api);
      return registerModuleRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config);
  return app;
}
