import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Product } from '@stalboek/domain';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { paths } from '../../lib/paths.ts';
import { useStockProduct } from './api/useStockProduct.ts';
import { BatchesTab } from './BatchesTab.tsx';
import { ModsTab } from './ModsTab.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { STOCK_TABS, TAB_LIST_KEYS, stockTab } from './stockTabs.ts';
import type { StockTab } from './stockTabs.ts';

function TabPanel({ tab, product }: { tab: StockTab; product: Product }) {
  switch (tab) {
    case 'batches':
      return <BatchesTab product={product} />;
    case 'mods':
      return <ModsTab productId={product._id} />;
    default:
      return <ProductDetails product={product} />;
  }
}

/** /stock/{id}: a product's details (read-only), its batches ('Loten') and its mods, as tabs. */
export default function StockDetail() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = stockTab(searchParams.get('tab'));
  const { data: product, isLoading, error } = useStockProduct(id);

  const changeTab = (next: StockTab) =>
    setSearchParams((prev) => {
      const params = new URLSearchParams(prev);
      for (const key of TAB_LIST_KEYS) params.delete(key);
      params.set('tab', next);
      return params;
    });

  if (error && !product) {
    // A product that is not there says so; another failure is in the banner, not an empty page.
    return (
      <NotFound
        title={isNotFound(error) ? 'Product niet gevonden' : 'Product kon niet geladen worden'}
        backTo={paths.stock}
        backLabel="Terug naar het stock overzicht"
      >
        {isNotFound(error)
          ? 'Dit product bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }

  return (
    <>
      <PageHeader title={product?.name ?? 'Product'} />
      <Tabs
        value={tab}
        onChange={(_event, next: StockTab) => changeTab(next)}
        aria-label="Product"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {STOCK_TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={STOCK_TABS.find((t) => t.value === tab)?.label}>
        {isLoading ? (
          <LinearProgress aria-label="Product laden" />
        ) : product ? (
          <TabPanel tab={tab} product={product} />
        ) : null}
      </Box>
    </>
  );
}
