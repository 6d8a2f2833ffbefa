import { describe, expect, it } from 'vitest';
import { routeTableMatches } from '../../runtime/router/routeTableMatch';
import type { RouteTable } from '../../runtime/schema/types';

const table: RouteTable = {
  schemaVersion: 1,
  routes: [
    { id: 'home', path: '', page: 'home' },
    { id: 'about', path: 'about', page: 'about' },
    {
      id: 'rules',
      path: 'rules/{ruleGroup}/{chapter?}',
      page: 'rules',
      params: { ruleGroup: '^[0-9]+$', chapter: '^[0-9]+$' },
    },
    { id: 'blog', path: 'blog/*', page: 'blog' },
  ],
  redirects: [{ from: 'user/registration.php', to: 'about' }],
};

describe('routeTableMatches', () => {
  it.each(['', 'about', 'rules/1', 'rules/1/2', 'blog/a/b', 'user/registration.php'])(
    'serves /{lng}/%s',
    (rest) => expect(routeTableMatches(table, rest)).toBe(true),
  );

  it.each([
    'nope',
    'about/more',
    'rules',
    'rules/x',
    'rules/1/x',
    'rules/1/2/3',
    'user',
    '%E0%A4%A',
  ])('serves nothing at /{lng}/%s', (rest) => expect(routeTableMatches(table, rest)).toBe(false));
});
