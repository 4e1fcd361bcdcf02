import type { ConfigService } from '@nestjs/config';
import type { Env } from '../../config/env.validation';
import { FaultPoints, InjectedFault } from './fault-points';

const withEnv = (NODE_ENV: Env['NODE_ENV']) =>
  new FaultPoints({ get: () => NODE_ENV } as unknown as ConfigService<Env, true>);

describe('FaultPoints', () => {
  it('is inert unless armed, and throws once at an armed point', () => {
    const faults = withEnv('test');
    expect(() => faults.reach('booking.after-hold')).not.toThrow();
    faults.arm('booking.after-hold');
    expect(() => faults.reach('lapse.after-lapse')).not.toThrow();
    expect(() => faults.reach('booking.after-hold')).toThrow(InjectedFault);
    expect(() => faults.reach('booking.after-hold')).not.toThrow();
  });

  it.each(['production', 'development'] as const)('refuses to arm with NODE_ENV=%s', (env) => {
    expect(() => withEnv(env).arm('booking.after-hold')).toThrow(
      'Fault injection is only available with NODE_ENV=test',
    );
  });
});
