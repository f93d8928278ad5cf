// The floor of the Discord bench's memory figure: node with discord.js connected to the gateway
// (DISCORD_API_URL, DISCORD_TOKEN: the stand-in), with the intents the bot asks for, doing nothing.
const { Client, Events, GatewayIntentBits } = require('discord.js');

const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: process.env.DISCORD_API_URL } });
client.once(Events.ClientReady, () => process.stdout.write('ready\n'));
void client.login(process.env.DISCORD_TOKEN);
