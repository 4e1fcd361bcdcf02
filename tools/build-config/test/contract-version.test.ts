import { readFileSync } from 'node:fs';
import { CONTRACT_FILE, contractVersionOf } from '../webpack/contract-version';

it("reads shared-ui's CONTRACT_VERSION from contract.ts", () => {
  expect(contractVersionOf(readFileSync(CONTRACT_FILE, 'utf8'))).toMatch(/^\d+\.\d+\.\d+$/);
  expect(contractVersionOf("export const CONTRACT_VERSION = '2.1.0';")).toBe('2.1.0');
  expect(() => contractVersionOf('export const VERSION = 2;', 'contract.ts')).toThrow(
    "contract.ts declares no CONTRACT_VERSION = '<major>.<minor>.<patch>'",
  );
});
