import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Product } from '@stalboek/domain';
import { PageHeader } from '../../components/PageHeader.tsx';
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
  const { data: product, isLoading, isError } = useStockProduct(id);

  const changeTab = (next: StockTab) =>
    setSearchParams((prev) => {
      const params = new URLSearchParams(prev);
      for (const key of TAB_LIST_KEYS) params.delete(key);
      params.set('tab', next);
      return params;
    });

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
        ) : isError ? (
          <Typography color="text.secondary">Dit product kon niet geladen worden.</Typography>
        ) : null}
      </Box>
    </>
  );
}
