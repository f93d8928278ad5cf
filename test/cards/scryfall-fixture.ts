/** Scryfall's bulk-data list, naming files on a local test server (test/http-fixture.ts). */
export function bulkList(url: string, updatedAt: string, types = ['oracle_cards', 'rulings', 'default_cards']): string {
  const file = (type: string) => ({ object: 'bulk_data', type, updated_at: updatedAt, download_uri: `${url}/bulk/${type}.json`, content_type: 'application/json' });
  return JSON.stringify({ object: 'list', has_more: false, data: types.map(file) });
}
