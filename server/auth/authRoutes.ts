// Every customer-auth route (SPEC section 7 "Auth"), registered by buildServer.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { registerCaptchaRoutes } from './captchaRoutes';
import { registerGeoRoutes } from './geoRoutes';
import { registerHideBalanceRoute } from './hideBalanceRoute';
import { registerPhoneBindingRoutes } from './phoneBindingRoutes';
import { registerTokenLoginRoutes } from './tokenLoginRoutes';
import { registerPasswordRecoveryRoutes } from './passwordRecoveryRoutes';
import { registerRegistrationRoutes } from './registrationRoutes';
import { registerSecureAccessRoutes } from './secureAccessRoutes';
import { registerSessionRoutes } from './sessionRoutes';
import { registerSignInRoutes } from './signInRoutes';
import { registerTermsRoutes } from './termsRoutes';
import { registerTestInboxRoutes } from './testInboxRoutes';
import { registerTwoFactorRoutes } from './twoFactorRoutes';
import { registerUserRoutes } from './userRoutes';

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('authUser', undefined);
  registerRegistrationRoutes(app, ctx);
  registerSignInRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPasswordRecoveryRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  registerGeoRoutes(app);
  registerUserRoutes(app, ctx);
  registerHideBalanceRoute(app, ctx);
  registerSecureAccessRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerPhoneBindingRoutes(app, ctx);
  registerTokenLoginRoutes(app, ctx);
  registerTermsRoutes(app, ctx);
  registerTestInboxRoutes(app, ctx);
}
