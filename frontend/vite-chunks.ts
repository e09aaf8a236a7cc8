import type { UserConfig } from 'vite';

type Output = NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['output'];

/**
 * How the build splits the code (issue 12: at most 120 KB of JavaScript on the wire before the
 * first page is usable). Every response costs its headers too (about 1 KB here), so the first
 * page's code is one file and the small parts that pages share are not dozens of files.
 */
export const chunking: Output = {
  codeSplitting: {
    groups: [
      // Everything the entry needs (React, the router, i18n, the frame): one file.
      { name: 'app', tags: ['$initial'], priority: 10 },
    ],
  },
};
