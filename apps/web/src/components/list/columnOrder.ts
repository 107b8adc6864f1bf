/**
 * The data columns of a table's column order, as a list remembers it: MRT's own columns
 * (selection, expand, actions: 'mrt-row-…') are left out, since they come and go with the
 * screen's state and MRT places them itself.
 */
export function dataColumnOrder(order: readonly string[], columnIds: readonly string[]): string[] {
  const known = new Set(columnIds);
  return order.filter((id) => known.has(id));
}
