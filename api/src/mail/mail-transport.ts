import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import type { Env } from '../config/env.validation';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * SMTP through nodemailer: to SMTP_URL (a real server), or to the embedded catcher on SMTP_PORT
 * when MAIL_CATCHER=true (npm start; refused in production). With neither, e-mail is off and
 * notifications stay in the app.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter | null;
  private readonly from: string;

  constructor(config: ConfigService<Env, true>) {
    const url = config.get('SMTP_URL', { infer: true });
    const catcher = config.get('MAIL_CATCHER', { infer: true });
    this.from = config.get('MAIL_FROM', { infer: true });
    const target = url ?? (catcher ? `smtp://127.0.0.1:${config.get('SMTP_PORT', { infer: true })}` : null);
    // A real server gets STARTTLS when it offers it; the catcher offers plain SMTP on loopback only.
    this.transporter = target
      ? createTransport({ url: target, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : null;
    if (!target) this.logger.log('No SMTP_URL and no MAIL_CATCHER: notification e-mail is off');
  }

  get enabled(): boolean {
    return this.transporter !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transporter) throw new Error('E-mail is not configured');
    await this.transporter.sendMail({ from: this.from, ...mail });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
