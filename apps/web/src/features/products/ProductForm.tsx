import { useGoBack } from '../../app/useGoBack.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { productFields } from '@stalboek/domain';
import type { Product, ProductFields } from '@stalboek/domain';
import { paths } from '../../app/paths.ts';
import { useFeedback } from '../../app/feedback.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useProduct } from './api/useProduct.ts';
import { useProductConfig } from './api/useProductConfig.ts';
import type { ProductConfig } from './api/useProductConfig.ts';
import { useSaveProduct } from './api/useSaveProduct.ts';
import type { ProductBody } from './api/useSaveProduct.ts';
import { ProductFormFields } from './ProductFormFields.tsx';

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function initialValues(p: Product | undefined): ProductFields {
  return {
    name: p?.name ?? '',
    type: p?.type ?? (undefined as unknown as ProductFields['type']),
    tax: p ? String(p.tax) : '21',
    CNK: p?.CNK ?? '',
    dosage: text(p?.dosage),
    sellingPricePerUnit: text(p?.sellingPricePerUnit),
    outgoingUnit: (p?.outgoingUnit ?? null) as ProductFields['outgoingUnit'],
    waitingTime: text(p?.waitingTime),
    supplementAdministration: text(p?.supplementAdministration),
  };
}

/** The form itself, started once the product (when editing) and the config are loaded. */
function ProductEditor({ product, config }: { product?: Product; config: ProductConfig }) {
  const goBack = useGoBack(paths.settings.products);
  const { showSuccess } = useFeedback();
  const save = useSaveProduct();
  const { control, handleSubmit, formState } = useForm<ProductFields, unknown, ProductBody>({
    resolver: zodResolver(productFields),
    mode: 'all',
    defaultValues: initialValues(product),
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: product?._id, product: body },
      {
        onSuccess: (saved) => {
          showSuccess(`${saved.name} succesvol opgeslagen`);
          // Spec 02: back one page; opened directly: the list.
          goBack();
        },
      },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label="Product">
        <Stack spacing={3}>
          <ProductFormFields control={control} config={config} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!formState.isValid || save.isPending}
            >
              {product ? 'Product aanpassen' : 'Product opslaan'}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}

/** /settings/product/{id} ('undefined' = new): the product form; back goes to the list. */
export default function ProductForm() {
  const { id = 'undefined' } = useParams();
  const isNew = id === 'undefined';
  const navigate = useNavigate();
  const product = useProduct(isNew ? undefined : id);
  const config = useProductConfig();
  const ready = config.data !== undefined && (isNew || product.data !== undefined);
  return (
    <>
      <PageHeader
        title={isNew ? 'Product toevoegen' : (product.data?.name ?? 'Product')}
        actions={
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => void navigate(paths.settings.products)}
          >
            Terug
          </Button>
        }
      />
      {ready && config.data ? (
        <ProductEditor key={id} product={product.data} config={config.data} />
      ) : product.isError || config.isError ? null : (
        <CircularProgress aria-label="Laden" />
      )}
    </>
  );
}
