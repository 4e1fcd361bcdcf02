export type ServiceName = 'shell' | 'storefront' | 'buyer' | 'seller' | 'admin' | 'api' | 'auth' | 'mongo';

export interface ServicePort {
  /** The environment variable that overrides the port. */
  readonly env: string;
  readonly default: number;
  /** What listens there, for messages. */
  readonly what: string;
}

export declare const SERVICE_PORTS: Readonly<Record<ServiceName, ServicePort>>;

/** The embedded mail catcher of `npm start`: SMTP for the API, a page for people (never deployed). */
export declare const MAIL_CATCHER_PORTS: Readonly<Record<'smtp' | 'mailUi', ServicePort>>;

/** The services a browser loads pages or scripts from. */
export declare const WEB_APP_SERVICES: readonly ('shell' | 'storefront' | 'buyer' | 'seller' | 'admin')[];

/** The port of `service` from env (its variable) or its default. */
export declare function portOf(service: ServiceName, env?: Record<string, string | undefined>): number;
