import { eq } from 'drizzle-orm';
import {
  HORSE_SPECIFICATION_FILTERS,
  caseMsg,
  customerDisplayName,
  semenMsg,
  type HorseSpecification,
  type LineParameter,
} from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { customers, horses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { embryoForParameter } from '../icsi/index.ts';
import { lotForParameter } from '../semen/index.ts';

type ProtocolParameter = {
  elementModel: string;
  elementType: string | null;
  elementSpecification: string | null;
};
type SimpleParameter = { elementType: string; elementName: string };

export const embryoNotFoundMsg = 'Dit embryo bestaat niet (meer): kies een embryo uit de lijst.';

const refused = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }]);

/**
 * The parameters of a new or changed protocol/lab-test line, checked against the protocol: one
 * per protocol parameter, in its order, each with an element of that model (a horse of the right
 * gender and specification). Returns them as stored, with the element's name.
 */
export async function checkParameters(
  tx: Tx,
  wanted: readonly ProtocolParameter[],
  given: readonly LineParameter[],
  path: string,
): Promise<LineParameter[]> {
  const out: LineParameter[] = [];
  for (const [i, p] of wanted.entries()) {
    const at = `${path}.parameters.${i}`;
    const g = given[i];
    if (!g?.element) throw refused(at, caseMsg.parameterMissing);
    if (g.elementModel !== p.elementModel) throw refused(at, caseMsg.elementMismatch);
    let name: string;
    if (p.elementModel === 'SemenCollection') {
      const lot = await lotForParameter(tx, g.element);
      if (!lot) throw refused(at, semenMsg.lotNotFound);
      name = `${lot.lotNumber} (${lot.stallion})`;
    } else if (p.elementModel === 'Embryo') {
      const embryo = await embryoForParameter(tx, g.element);
      if (!embryo) throw refused(at, embryoNotFoundMsg);
      name = `${embryo.code} (${embryo.donorMare})`;
    } else if (p.elementModel === 'Customer') {
      const [c] = await tx.select().from(customers).where(eq(customers.id, g.element));
      if (!c) throw refused(at, caseMsg.elementMismatch);
      name = customerDisplayName({
        type: c.type,
        first_name: c.firstName,
        last_name: c.lastName,
        company: c.company,
      });
    } else {
      const [h] = await tx.select().from(horses).where(eq(horses.id, g.element));
      const spec = p.elementSpecification
        ? HORSE_SPECIFICATION_FILTERS[p.elementSpecification as HorseSpecification]
        : undefined;
      const fits =
        h &&
        (!p.elementType || h.type === p.elementType) &&
        (spec?.surrogate === undefined || h.surrogate === spec.surrogate) &&
        (spec?.stud_horse === undefined || h.studHorse === spec.stud_horse);
      if (!h || !fits) throw refused(at, caseMsg.elementMismatch);
      name = h.name;
    }
    out.push({
      elementModel: p.elementModel as LineParameter['elementModel'],
      elementType: p.elementType as LineParameter['elementType'],
      elementSpecification: p.elementSpecification as LineParameter['elementSpecification'],
      element: g.element,
      elementName: name,
    });
  }
  return out;
}

/** One amount ≥ 1 per simple parameter of the protocol, in its order. */
export function checkSimpleParameters(
  wanted: readonly SimpleParameter[],
  given: readonly { elementName: string; elementAmount: number }[],
  path: string,
) {
  return wanted.map((w, i) => {
    const g = given[i];
    if (!g) throw refused(`${path}.simple_parameters.${i}`, caseMsg.parameterMissing);
    return {
      elementType: 'Amount' as const,
      elementName: w.elementName,
      elementAmount: g.elementAmount,
    };
  });
}
