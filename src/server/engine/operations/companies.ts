import type { Clock } from '../../clock.ts';
import { companyRepository } from '../../db/company-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { companyFieldProblem, type Companies, type CompanyFields } from '../companies/index.ts';
import { OperationRefused, recordAudit, type Actor } from './audit.ts';
import type { Args } from './index.ts';

/** Command-line flag → column. */
const FLAGS: Record<string, keyof CompanyFields> = {
  name: 'name',
  subject: 'subject',
  logo: 'logo',
  url: 'url',
  'registered-address': 'registered_address',
  location: 'location',
  email: 'email',
};
const FLAG_HELP = '--name <text> --subject <main company> --url <https://…> --email <address> --location <office address> --registered-address <address> [--logo </path.svg|https://…>]';

/** The flags given, checked and renamed to columns; `all` requires every field but the logo. */
function fieldsOf(a: Args, all: boolean): Partial<CompanyFields> {
  const values: Partial<CompanyFields> = {};
  for (const [flag, column] of Object.entries(FLAGS)) {
    const raw = a[flag];
    if (raw === undefined) {
      if (all && column !== 'logo') throw new OperationRefused(`--${flag} is required`);
      continue;
    }
    const problem = companyFieldProblem(column, raw);
    if (problem) throw new OperationRefused(`--${flag}: ${problem}`);
    values[column] = raw.trim();
  }
  return values;
}

const idOf = (a: Args): number => {
  const v = a.id?.trim() ?? '';
  if (!/^\d{1,15}$/.test(v) || Number(v) < 1) throw new OperationRefused('companies <verb> <id>: the id must be a whole number');
  return Number(v);
};

/**
 * The operator's provider companies (provider mode is switched with `settings set --key
 * company_is_main`): list, add, update, disable and enable, each change audited in its own
 * transaction.
 */
export function createCompanyOperations(db: Executor, clock: Clock, companies: Companies) {
  async function update(id: number, values: Record<string, string | number>, actor: Actor, action: string) {
    return inTransaction(db, async (trx) => {
      if (!(await companyRepository.update(trx, id, values))) throw new OperationRefused(`there is no company ${id}`);
      await recordAudit(trx, clock.now(), actor, action, `company:${id}`, values);
      return { id, ...values };
    });
  }

  return {
    'companies.list': { help: 'companies list', writes: false, run: () => companies.list() },
    'companies.add': {
      help: `companies add ${FLAG_HELP} --reason <text>`,
      writes: true,
      run: (a: Args, actor: Actor) =>
        inTransaction(db, async (trx) => {
          const values = { ...(fieldsOf(a, true) as CompanyFields), enabled: 1 };
          values.logo ??= '';
          const id = await companyRepository.insert(trx, values);
          await recordAudit(trx, clock.now(), actor, 'companies.add', `company:${id}`, values);
          return { id: Number(id), ...values };
        }),
    },
    'companies.update': {
      help: `companies update <id> [any of ${FLAG_HELP}] --reason <text>`,
      writes: true,
      run: (a: Args, actor: Actor) => {
        const id = idOf(a);
        const values = fieldsOf(a, false);
        if (Object.keys(values).length === 0)
          throw new OperationRefused(
            `companies update: give at least one of ${Object.keys(FLAGS)
              .map((f) => `--${f}`)
              .join(', ')}`,
          );
        return update(id, values, actor, 'companies.update');
      },
    },
    'companies.disable': {
      help: 'companies disable <id> --reason <text> (the search stops listing it)',
      writes: true,
      run: (a: Args, actor: Actor) => update(idOf(a), { enabled: 0 }, actor, 'companies.disable'),
    },
    'companies.enable': { help: 'companies enable <id> --reason <text>', writes: true, run: (a: Args, actor: Actor) => update(idOf(a), { enabled: 1 }, actor, 'companies.enable') },
  };
}
