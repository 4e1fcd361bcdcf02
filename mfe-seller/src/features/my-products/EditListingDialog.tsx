// My Products → Edit: price, description, ZIP code, facts and photos of an own listing.
import { useState, type FormEvent } from 'react';
import { ApiError, Button, fieldMessages, media, toast, styled, type OwnerListing } from '@carmarket/shared-ui';
import { announceChange, Dialog, Field, Input, TextArea, useAction } from '@carmarket/shared-ui/widgets';
import { factsOf, FACT_NAMES, toFactsBody, validateFacts, type FactErrors, type FactValues } from '../facts/facts-form';
import { factControlId, VehicleFacts } from '../facts/VehicleFacts';
import { PhotoPicker, type PickedPhoto } from '../photos/PhotoPicker';
import type { ListingEdit } from '../../api/seller-api';
import { LivePriceCheck } from '../price-check/LivePriceCheck';
import { saveListingEdit } from './edit-listing';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Section = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type PriceField = 'sale_price' | 'original_price' | 'desc' | 'zip' | 'minOffer';
const LABELS: Record<PriceField, string> = {
  sale_price: 'Sale price (k$)',
  original_price: 'Original price (K$)',
  desc: 'Description',
  zip: 'ZIP code (optional)',
  minOffer: 'Lowest offer you consider (k$, optional)',
};
const ZIP_PATTERN = /^[0-9]{5}$/;
const ID = 'edit-listing';
const controlId = (f: PriceField) => `${ID}-${f}`;

/** What differs from the listing, as PUT /listings/:id takes it; or errors for what cannot be sent. */
function changesOf(listing: OwnerListing, values: Record<PriceField, string>, facts: FactValues) {
  const errors: Partial<Record<PriceField, string>> = {};
  const changes: ListingEdit = {};
  for (const f of ['sale_price', 'original_price'] as const) {
    const n = Number(values[f]);
    if (!values[f].trim()) errors[f] = `${LABELS[f].replace(/ \(.*\)$/, '')} is required`;
    else if (!Number.isFinite(n) || n <= 0) errors[f] = 'Enter a positive number';
    else if (n !== listing[f]) changes[f] = n;
  }
  if (!values.desc.trim()) errors.desc = 'Description is required';
  else if (values.desc.trim() !== listing.desc) changes.desc = values.desc.trim();
  const zip = values.zip.trim();
  if (zip && !ZIP_PATTERN.test(zip)) errors.zip = 'A ZIP code is 5 digits, e.g. 78701';
  else if (zip && zip !== listing.zip) changes.zip = zip;
  // An emptied ZIP is removed: the API takes null for that.
  else if (!zip && listing.zip) changes.zip = null;
  const minOffer = values.minOffer.trim();
  const floor = Number(minOffer);
  if (minOffer && (!Number.isFinite(floor) || floor <= 0))
    errors.minOffer = 'Enter a positive number, or leave it empty';
  else if (minOffer && floor !== listing.minOffer) changes.minOffer = floor;
  // An emptied minimum is removed: offers of any amount reach the seller again.
  else if (!minOffer && listing.minOffer !== undefined) changes.minOffer = null;
  const given = toFactsBody(facts);
  for (const f of FACT_NAMES) {
    if (given[f] !== undefined && given[f] !== listing[f]) Object.assign(changes, { [f]: given[f] });
    // A fact the seller cleared is removed: the API takes null for that.
    else if (given[f] === undefined && listing[f] !== undefined && listing[f] !== null) changes[f] = null;
  }
  return { errors, changes };
}

export function EditListingDialog({ listing, onClose }: { listing: OwnerListing; onClose: () => void }) {
  const [values, setValues] = useState<Record<PriceField, string>>({
    sale_price: String(listing.sale_price),
    original_price: String(listing.original_price),
    desc: listing.desc,
    zip: listing.zip ?? '',
    minOffer: listing.minOffer === undefined ? '' : String(listing.minOffer),
  });
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const [facts, setFacts] = useState<FactValues>(factsOf(listing));
  const [factErrors, setFactErrors] = useState<FactErrors>({});
  const [photos, setPhotos] = useState<PickedPhoto[]>((listing.photos ?? []).map((p) => ({ key: p.id, stored: p })));
  const [photoError, setPhotoError] = useState<string>();

  const focusFirst = (found: Partial<Record<PriceField, string>>, foundFacts: FactErrors) => {
    const first = (Object.keys(LABELS) as PriceField[]).find((f) => found[f]);
    const fact = FACT_NAMES.find((f) => foundFacts[f]);
    document.getElementById(first ? controlId(first) : fact ? factControlId(ID, fact) : '')?.focus();
  };

  const save = useAction(async () => {
    const { errors: found, changes } = changesOf(listing, values, facts);
    const foundFacts = validateFacts(facts);
    setErrors(found);
    setFactErrors(foundFacts);
    if (Object.keys(found).length || Object.keys(foundFacts).length) return focusFirst(found, foundFacts);
    try {
      await saveListingEdit(listing, changes, photos);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const { byField, other } = fieldMessages(err, [...(Object.keys(LABELS) as PriceField[]), ...FACT_NAMES]);
      const byPrice: Partial<Record<PriceField, string>> = {};
      for (const f of Object.keys(LABELS) as PriceField[]) if (byField[f]) byPrice[f] = byField[f];
      const byFact: FactErrors = {};
      for (const f of FACT_NAMES) if (byField[f]) byFact[f] = byField[f];
      setErrors(byPrice);
      setFactErrors(byFact);
      focusFirst(byPrice, byFact);
      if (other.length && [413, 415].includes(err.status)) setPhotoError(other.join('. '));
      else if (other.length) toast.error(other.join('. '));
      // Part may be saved (e.g. the price, not a photo): the list shows what is stored now.
      void announceChange('listing-edited');
      return;
    }
    // The list holds the stored listing before the dialog closes: Edit opened again at once showed
    // the old facts while the refetch was still on its way. A failed refetch does not unsave it.
    await announceChange('listing-edited').catch(() => undefined);
    toast.success(`${listing.name} saved`);
    onClose();
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setPhotoError(undefined);
    save.start();
  };
  const text = (f: PriceField) => ({
    id: controlId(f),
    name: f,
    value: values[f],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [f]: e.target.value }));
      setErrors((errs) => ({ ...errs, [f]: undefined }));
    },
  });

  return (
    <Dialog title={`Edit ${listing.name}`} onClose={onClose} maxWidth={760}>
      <Form noValidate onSubmit={onSubmit} aria-label={`Edit ${listing.name}`}>
        <Grid>
          <Field label={LABELS.sale_price} error={errors.sale_price}>
            <Input {...text('sale_price')} type="number" inputMode="decimal" step="any" min={0} />
          </Field>
          <Field label={LABELS.original_price} error={errors.original_price}>
            <Input {...text('original_price')} type="number" inputMode="decimal" step="any" min={0} />
          </Field>
        </Grid>
        <Field label={LABELS.desc} error={errors.desc}>
          <TextArea {...text('desc')} rows={4} />
        </Field>
        <Grid>
          <Field label={LABELS.zip} hint="Where the car is: buyers nearby find it by distance" error={errors.zip}>
            <Input {...text('zip')} inputMode="numeric" maxLength={5} placeholder="e.g. 78701" />
          </Field>
          <Field
            label={LABELS.minOffer}
            hint="Private: offers below it are declined politely at once. Buyers never see it."
            error={errors.minOffer}
          >
            <Input {...text('minOffer')} type="number" inputMode="decimal" step="0.01" min={0} />
          </Field>
        </Grid>
        <Section>Vehicle facts</Section>
        <Grid>
          <VehicleFacts
            brand={listing.brand}
            values={facts}
            errors={factErrors}
            idPrefix={ID}
            onChange={(f, v) => {
              setFacts((old) => ({ ...old, [f]: v }));
              setFactErrors((errs) => ({ ...errs, [f]: undefined }));
            }}
          />
        </Grid>
        <LivePriceCheck
          brand={listing.brand}
          model={facts.model}
          year={facts.year}
          mileage={facts.mileage}
          price={values.sale_price}
          listingId={listing._id}
        />
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            setPhotoError(undefined);
          }}
          error={photoError}
        />
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy}>
            Save changes
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
