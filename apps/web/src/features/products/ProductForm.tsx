import { useGoBack } from '../../lib/useGoBack.ts';
import { useParams } from 'react-router';
import { productFields } from '@stalboek/domain';
import type { Product, ProductFields } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { EditorPage } from '../../components/form/EditorPage.tsx';
import { FormCard } from '../../components/form/FormCard.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { useProduct } from './api/useProduct.ts';
import { useProductConfig } from './api/useProductConfig.ts';
import type { ProductConfig } from './api/useProductConfig.ts';
import { useSaveProduct } from './api/useSaveProduct.ts';
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
  // Spec 02: back one page; opened directly: the list.
  const goBack = useGoBack(paths.settings.products);
  const form = useSaveForm({
    schema: productFields,
    defaultValues: initialValues(product),
    save: useSaveProduct(),
    toVariables: (body) => ({ id: product?._id, product: body }),
    successMessage: (saved) => `${saved.name} succesvol opgeslagen`,
    onSaved: goBack,
  });
  return (
    <FormCard
      label="Product"
      form={form}
      saveLabel={product ? 'Product aanpassen' : 'Product opslaan'}
    >
      <ProductFormFields control={form.control} config={config} />
    </FormCard>
  );
}

/** /settings/product/{id} ('undefined' = new): the product form; back goes to the list. */
export default function ProductForm() {
  const { id = 'undefined' } = useParams();
  const isNew = id === 'undefined';
  const product = useProduct(isNew ? undefined : id);
  const config = useProductConfig();
  if (product.error && !product.data) {
    // A product that is not there says so; another failure is in the banner, not an empty page.
    return (
      <NotFound
        title={
          isNotFound(product.error) ? 'Product niet gevonden' : 'Product kon niet geladen worden'
        }
        backTo={paths.settings.products}
        backLabel="Terug naar de producten"
      >
        {isNotFound(product.error)
          ? 'Dit product bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }
  return (
    <EditorPage
      title={isNew ? 'Product toevoegen' : (product.data?.name ?? 'Product')}
      backTo={paths.settings.products}
      ready={config.data !== undefined && (isNew || product.data !== undefined)}
      failed={product.isError || config.isError}
    >
      {config.data ? <ProductEditor key={id} product={product.data} config={config.data} /> : null}
    </EditorPage>
  );
}
