import type {DiamondFact} from '~/features/ring-builder/model/diamond-compare';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {CertificateLink} from './CertificateLink';

/** One fact of a stone, as the detail and the compare table show it. */
export function DiamondFactValue({fact, hit}: {fact: DiamondFact; hit: DiamondHit}) {
  return fact.linksToReport ? <CertificateLink lab={hit.lab} number={hit.certNumber} /> : <>{fact.value(hit)}</>;
}
