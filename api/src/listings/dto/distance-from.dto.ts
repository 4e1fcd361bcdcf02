import { OptionalUsZip } from '../../common/zip-codes/is-us-zip';

/** Query of GET /listings/:id: the buyer's ZIP, for the distance to the car. */
export class DistanceFromDto {
  @OptionalUsZip("The buyer's ZIP: the answer carries distanceMiles from it when the car has a ZIP")
  zip?: string;
}
