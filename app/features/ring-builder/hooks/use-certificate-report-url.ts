import {useRouteLoaderData} from 'react-router';
import {certificateReportUrl} from '~/features/ring-builder/model/certificate-report';
import {RING_BUILDER_ROUTE_ID} from './use-monthly-payment';

/** A stone's report link, by the deployment's template (the builder layout loads it) or the lab's own. */
export function useCertificateReportUrl(): (lab: string, number: string) => string | null {
  const template = useRouteLoaderData<{certificateReportUrl: string | null}>(RING_BUILDER_ROUTE_ID)?.certificateReportUrl ?? null;
  return (lab, number) => certificateReportUrl(lab, number, template);
}
