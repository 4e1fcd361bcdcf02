import { useState, type ChangeEvent, type FormEvent, type ReactElement } from 'react';
import { ApiError, Button, CONDITIONS, media, toast, fieldMessages, styled, type AuthUser } from '@carmarket/shared-ui';
import { announceChange, Field, Input, Select, showSuccess, TextArea, useAction } from '@carmarket/shared-ui/widgets';
import { addProduct, createListing, sellerNameOf, useCategories } from '../../api/seller-api';
import {
  EMPTY_FACTS,
  FACT_NAMES,
  toFactsBody,
  validateFacts,
  type FactErrors,
  type FactField,
  type FactValues,
} from '../facts/facts-form';
import { factControlId, VehicleFacts } from '../facts/VehicleFacts';
import { PhotoPicker, releasePreviews, type PickedPhoto } from '../photos/PhotoPicker';
import { LivePriceCheck } from '../price-check/LivePriceCheck';
import { ImagePreview } from './ImagePreview';
import {
  apiMessageForField,
  EMPTY_PRODUCT,
  FIELD_NAMES,
  PRODUCT_FIELDS,
  toProductBody,
  validateProduct,
  type ProductErrors,
  type ProductField,
  type ProductValues,
} from './product-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Wide = styled.div`
  min-width: 0;
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  button {
    width: 100%;
  }
  ${media.sm} {
    button {
      width: auto;
    }
  }
`;

const controlId = (field: ProductField) => `add-product-${field}`;
const FACTS_ID = 'add-product-fact';

/** Add A Product: every field of docs/product.md §5.1, checked before sending, the API's objections shown by field. */
export function AddProductForm({ user }: { user: AuthUser }) {
  const [values, setValues] = useState<ProductValues>(EMPTY_PRODUCT);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [facts, setFacts] = useState<FactValues>(EMPTY_FACTS);
  const [factErrors, setFactErrors] = useState<FactErrors>({});
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const categories = useCategories();

  const showErrors = (found: ProductErrors, foundFacts: FactErrors = {}) => {
    setErrors(found);
    setFactErrors(foundFacts);
    const first = FIELD_NAMES.find((f) => found[f]);
    const firstFact = FACT_NAMES.find((f) => foundFacts[f]);
    const id = first ? controlId(first) : firstFact ? factControlId(FACTS_ID, firstFact) : undefined;
    if (id) document.getElementById(id)?.focus();
  };

  const submit = useAction(
    async ({
      submitted,
      submittedFacts,
      files,
    }: {
      submitted: ProductValues;
      submittedFacts: FactValues;
      files: File[];
    }) => {
      const invalid = validateProduct(submitted, { hasPhotos: files.length > 0 });
      const invalidFacts = validateFacts(submittedFacts);
      if (Object.keys(invalid).length || Object.keys(invalidFacts).length) return showErrors(invalid, invalidFacts);
      const factsBody = toFactsBody(submittedFacts);
      try {
        // POST /add_product while the form holds only its listing fields; photos and facts need POST /listings.
        if (files.length || Object.keys(factsBody).length)
          await createListing({ ...toProductBody(submitted), ...factsBody, photos: files });
        else await addProduct(toProductBody(submitted));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const { byField, other } = fieldMessages(err, [...FIELD_NAMES, ...FACT_NAMES]);
        const found: ProductErrors = {};
        for (const f of FIELD_NAMES) if (byField[f]) found[f] = apiMessageForField(f, byField[f]);
        const foundFacts: FactErrors = {};
        for (const f of FACT_NAMES) if (byField[f]) foundFacts[f] = byField[f];
        showErrors(found, foundFacts);
        // What is not about a field is about the photos (type, size, count) when photos were sent.
        if (other.length && files.length) setPhotoError(other.join('. '));
        else if (other.length) toast.error(other.join('. '));
        return;
      }
      setValues(EMPTY_PRODUCT);
      setErrors({});
      setFacts(EMPTY_FACTS);
      setFactErrors({});
      releasePreviews(photos);
      setPhotos([]);
      setPhotoError(undefined);
      void announceChange('listing-added');
      await showSuccess('Thank You!', 'Product added successfully!');
    },
  );

  const onChange =
    (field: ProductField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs));
    };

  const control = (field: ProductField): ReactElement<{ id: string }> => {
    const spec = PRODUCT_FIELDS[field];
    const common = { id: controlId(field), name: field, value: values[field], onChange: onChange(field) };
    switch (spec.kind) {
      case 'textarea':
        return <TextArea {...common} placeholder={spec.placeholder} rows={4} />;
      case 'number':
        return (
          <Input {...common} type="number" inputMode="decimal" step="any" min={0} placeholder={spec.placeholder} />
        );
      case 'condition':
        return (
          <Select {...common}>
            <option value="">Choose a condition</option>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        );
      case 'category':
        return (
          <Select {...common}>
            <option value="">{categories.data ? 'Choose a category' : 'Loading categories…'}</option>
            {categories.data?.map((c) => (
              <option key={c.category_id} value={String(c.category_id)}>
                {c.category_id} {c.name}
              </option>
            ))}
          </Select>
        );
      default:
        return (
          <Input
            {...common}
            type={field === 'phone' ? 'tel' : 'text'}
            placeholder={spec.placeholder}
            autoComplete="off"
            {...(field === 'zip' && { inputMode: 'numeric' as const, maxLength: 5 })}
          />
        );
    }
  };

  const field = (name: ProductField) => (
    <Field key={name} label={PRODUCT_FIELDS[name].label} hint={PRODUCT_FIELDS[name].hint} error={errors[name]}>
      {control(name)}
    </Field>
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setPhotoError(undefined);
    submit.start({
      submitted: values,
      submittedFacts: facts,
      files: photos.flatMap((p) => ('file' in p ? [p.file] : [])),
    });
  };
  const onFactChange = (field: FactField, value: string) => {
    setFacts((f) => ({ ...f, [field]: value }));
    setFactErrors((errs) => (errs[field] ? { ...errs, [field]: undefined } : errs));
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Add a product">
      <Fieldset>
        <legend>Seller</legend>
        <Field label="Seller name" hint="From your account">
          <Input value={sellerNameOf(user)} readOnly />
        </Field>
        <Field label="Seller e-mail" hint="From your account">
          <Input type="email" value={user.email} readOnly />
        </Field>
      </Fieldset>
      <Fieldset>
        <legend>The car</legend>
        {(['name', 'brand', 'category_id', 'condition', 'used', 'location', 'zip'] as const).map(field)}
        <Wide>{field('desc')}</Wide>
      </Fieldset>
      <Fieldset>
        <legend>Vehicle facts (optional)</legend>
        <VehicleFacts
          brand={values.brand}
          values={facts}
          errors={factErrors}
          onChange={onFactChange}
          idPrefix={FACTS_ID}
        />
      </Fieldset>
      <Fieldset>
        <legend>Price and contact</legend>
        {(['original_price', 'sale_price', 'phone'] as const).map(field)}
        <Wide>
          <LivePriceCheck
            brand={values.brand}
            model={facts.model}
            year={facts.year}
            mileage={facts.mileage}
            price={values.sale_price}
          />
        </Wide>
      </Fieldset>
      <Fieldset>
        <legend>Photos</legend>
        <Wide>
          <PhotoPicker
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setPhotoError(undefined);
              if (next.length) setErrors((errs) => (errs.image ? { ...errs, image: undefined } : errs));
            }}
            error={photoError}
          />
        </Wide>
        <Wide>{field('image')}</Wide>
        {/* With photos and no URL the cover is the picture: no empty preview box. */}
        {(values.image.trim() || !photos.length) && (
          <Wide>
            <ImagePreview url={values.image} />
          </Wide>
        )}
      </Fieldset>
      <Actions>
        <Button type="submit" size="lg" loading={submit.busy}>
          Add product
        </Button>
      </Actions>
    </Form>
  );
}
