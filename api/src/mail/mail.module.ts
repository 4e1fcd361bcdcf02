import { Module } from '@nestjs/common';
import { MailLinks } from './mail-links';
import { MailTransport } from './mail-transport';

@Module({ providers: [MailTransport, MailLinks], exports: [MailTransport, MailLinks] })
export class MailModule {}
