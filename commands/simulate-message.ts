/** The message context-menu command "Simulate": plays the scenario written in a message (in a code block or plain). */
import { ApplicationCommandType } from 'discord-api-types/v10';
import type { CommandModule } from '../src/reply/command';
import { replyFor } from './simulate';

export const simulateMessage: CommandModule = {
  definition: { name: 'Simulate', type: ApplicationCommandType.Message },
  summary: 'plays the scenario written in the message (in a code block or plain)',

  async execute(options, ctx) {
    return replyFor({ text: scenarioInMessage(String(options.message ?? '')) }, ctx);
  },
};

/** The first code block's contents (```…``` with an optional language tag), else the whole message. */
export function scenarioInMessage(message: string): string {
  const block = /```(?:[\w-]*\n)?([\s\S]*?)```/.exec(message);
  return (block ? block[1]! : message).trim();
}
