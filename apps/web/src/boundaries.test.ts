// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, as `npm run lint` runs it (apps/web/eslint.boundaries.js).
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary errors ESLint reports for `code` written in `file` (relative to apps/web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('web import boundaries (DESIGN §3)', { timeout: 60000 }, () => {
  it("refuses a feature importing another feature's internal file", async () => {
    const errors = await boundaryErrors(
      'features/customers/Example.tsx',
      "import { CystTable } from '../research-sheets/CystTable.tsx';\nexport const x = CystTable;\n",
    );
    expect(errors).toEqual([
      'features/research-sheets is used through its index.ts only (DESIGN §3)',
    ]);
  });

  it('lets a feature import another feature through its index.ts', async () => {
    const errors = await boundaryErrors(
      'features/customers/Example.tsx',
      "import { ResearchSheetList } from '../research-sheets/index.ts';\nexport const x = ResearchSheetList;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a component importing a feature, even through its index.ts, or the app shell', async () => {
    const feature = await boundaryErrors(
      'components/Example.tsx',
      "import { ResearchSheetList } from '../features/research-sheets/index.ts';\nexport const x = ResearchSheetList;\n",
    );
    const shell = await boundaryErrors(
      'components/Example.tsx',
      "import { FeedbackProvider } from '../app/FeedbackProvider.tsx';\nexport const x = FeedbackProvider;\n",
    );
    expect(feature).toEqual(['components/ knows no feature and not app/ (DESIGN §3)']);
    expect(shell).toEqual(['components/ knows no feature and not app/ (DESIGN §3)']);
  });

  it('refuses lib/ importing the app shell, and api/ importing a feature', async () => {
    const lib = await boundaryErrors(
      'lib/example.ts',
      "import { theme } from '../app/theme.ts';\nexport const x = theme;\n",
    );
    const api = await boundaryErrors(
      'api/example.ts',
      "import { caseKeys } from '../features/cases/index.ts';\nexport const x = caseKeys;\n",
    );
    expect(lib).toEqual(['lib/ knows no feature and not app/ (DESIGN §3)']);
    expect(api).toEqual([
      'api/ (the fetch client) knows no feature and no other layer (DESIGN §3)',
    ]);
  });

  it('lets the route table load a page lazily by its path, but not import it statically', async () => {
    const lazy = await boundaryErrors(
      'app/example.tsx',
      "export const page = () => import('../features/cases/CaseList.tsx');\n",
    );
    const eager = await boundaryErrors(
      'app/example.tsx',
      "import CaseList from '../features/cases/CaseList.tsx';\nexport const page = CaseList;\n",
    );
    expect(lazy).toEqual([]);
    expect(eager).toEqual(['features/cases is used through its index.ts only (DESIGN §3)']);
  });

  it("lets a feature's test share another feature's test data, and nothing else may", async () => {
    const code =
      "import { account } from '../protocols/test/fixtures.ts';\nexport const x = account;\n";
    expect(await boundaryErrors('features/labos/Example.test.tsx', code)).toEqual([]);
    expect(await boundaryErrors('features/labos/Example.tsx', code)).toEqual([
      'features/protocols is used through its index.ts only (DESIGN §3)',
    ]);
  });
});
