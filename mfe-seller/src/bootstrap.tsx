// The standalone harness: this remote's pages alone with the shared-ui providers
// (`npm run dev -w mfe-seller`). Inside the product the shell loads ./remote instead.
import { mountHarness } from '@carmarket/shared-ui/harness/mountHarness';
import remote from './remote';

mountHarness(remote);
