import { setup } from './temp-folder';

export default async function globalSetup(): Promise<void> {
  setup();
  await (require('../scripts/build.js') as { build(): Promise<unknown> }).build();
}
