import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from '../../tools/eslint-module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = process.cwd();
const at = (file: string) => path.join(root, file);
const zones = [
  { target: './src/modules/home', from: './src/modules', except: ['./home', './*/public'], message: 'cross-module' },
  { target: './server/modules/certify', from: './server/modules', except: ['./certify'], message: 'cross-server-module' },
  { target: './common', from: ['./src', './server'], message: 'common-imports-nothing' },
  { target: './src/core', from: ['./src/ui', './src/app', './src/modules'], message: 'core-below-all' },
  { target: './src/modules', from: './src/app', except: ['./public.ts'], message: 'modules-use-app-public' },
];
const aliases = { '@/': 'src/', '@common/': 'common/' };
const options = [{ zones, aliases }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'no-cross-imports',
  plugin.rules['no-cross-imports'],
  {
    valid: [
      { filename: at('src/modules/home/pages/home-page.tsx'), code: "import x from '../api';", options },
      { filename: at('src/modules/home/pages/home-page.tsx'), code: "import x from '../../../core/http';", options },
      { filename: at('src/modules/home/pages/home-page.tsx'), code: "import x from 'react';", options },
      { filename: at('src/modules/home/pages/home-page.tsx'), code: "import { NoticeListSection } from '../../notice/public';", options },
      { filename: at('server/modules/certify/routes.ts'), code: "import x from '../../plugins/session-repo.js';", options },
      { filename: at('server/modules/certify/routes.ts'), code: "import x from '../../lib/errors.js';", options },
      { filename: at('common/roles.ts'), code: "import x from './constants.js';", options },
      { filename: at('src/modules/home/pages/home-page.tsx'), code: "import x from '@/core/http';", options },
      { filename: at('src/modules/home/pages/home-page.tsx'), code: "import x from '@/app/public';", options },
      { filename: at('src/core/http.ts'), code: "import x from '@common/constants';", options },
    ],
    invalid: [
      {
        filename: at('src/modules/home/pages/home-page.tsx'),
        code: "import x from '../../account/api';",
        options,
        errors: [{ message: 'cross-module' }],
      },
      {
        filename: at('src/modules/home/pages/home-page.tsx'),
        code: "import x from '../../notice/public-parts/x';",
        options,
        errors: [{ message: 'cross-module' }],
      },
      {
        filename: at('src/modules/home/routes.ts'),
        code: "const load = () => import('../user/pages/user-index-page');",
        options,
        errors: [{ message: 'cross-module' }],
      },
      {
        filename: at('server/modules/certify/review.ts'),
        code: "export { x } from '../passport/users-repo.js';",
        options,
        errors: [{ message: 'cross-server-module' }],
      },
      {
        filename: at('common/roles.ts'),
        code: "import x from '../server/lib/errors.js';",
        options,
        errors: [{ message: 'common-imports-nothing' }],
      },
      {
        filename: at('src/modules/home/pages/home-page.tsx'),
        code: "import x from '@/modules/account/api';",
        options,
        errors: [{ message: 'cross-module' }],
      },
      {
        filename: at('src/core/session.ts'),
        code: "import x from '@/ui/states';",
        options,
        errors: [{ message: 'core-below-all' }],
      },
      {
        filename: at('src/modules/user/pages/user-index-page.tsx'),
        code: "import { router } from '@/app/router';",
        options,
        errors: [{ message: 'modules-use-app-public' }],
      },
    ],
  },
);
