import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { describeChanges, diffCommands } from '../../src/discord/deploy';
import type { CommandModule } from '../../src/reply/command';

const rule: CommandModule['definition'] = {
  name: 'rule',
  description: 'Look up a rule',
  options: [{ name: 'query', description: 'Rule number or words', type: ApplicationCommandOptionType.String, required: true }],
};

/** What Discord returns for `rule` once registered: ids, defaults and omitted false values. */
const registeredRule = {
  id: '1',
  application_id: '2',
  version: '3',
  type: 1,
  name: 'rule',
  description: 'Look up a rule',
  default_member_permissions: null,
  dm_permission: true,
  nsfw: false,
  integration_types: [0],
  contexts: null,
  options: [{ name: 'query', description: 'Rule number or words', type: 3, required: true }],
};

describe('diffCommands', () => {
  it('sees no change when Discord only added its ids and defaults', () => {
    expect(diffCommands([rule], [registeredRule])).toEqual({ added: [], removed: [], changed: [], unchanged: ['rule'] });
  });

  it('names the fields that changed, added and removed commands', () => {
    const changed = { ...rule, description: 'Look up a rule of the CR', description_localizations: { de: 'Eine Regel nachschlagen' } };
    const define: CommandModule['definition'] = { name: 'define', description: 'Define a term' };
    const changes = diffCommands([changed, define], [registeredRule, { name: 'old', type: 1, description: 'gone' }]);
    expect(changes).toEqual({
      added: ['define'],
      removed: ['old'],
      changed: [{ name: 'rule', fields: ['description', 'description_localizations'] }],
      unchanged: [],
    });
  });

  it('notices an option removed locally but still registered', () => {
    const bare = { name: 'rule', description: 'Look up a rule' };
    expect(diffCommands([bare], [registeredRule]).changed).toEqual([{ name: 'rule', fields: ['options'] }]);
  });

  it('tells a chat command and a context-menu command of the same name apart', () => {
    const menu: CommandModule['definition'] = { name: 'rule', type: 3 };
    expect(diffCommands([menu], [registeredRule])).toMatchObject({ added: ['rule'], removed: ['rule'] });
  });
});

describe('describeChanges', () => {
  it('prints one line per command and says when nothing changed', () => {
    const text = describeChanges({ added: [], removed: [], changed: [], unchanged: ['rule', 'define'] }, 'globally');
    expect(text).toBe('Registered 2 commands globally:\n  = unchanged  rule\n  = unchanged  define\nNothing changed.');
  });
});
